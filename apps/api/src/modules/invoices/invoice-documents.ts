/** Reads back the Factur-X XML embedded in a PDF (tests, support): the factur-x.xml attachment. */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';
import { FACTURX_FILE_NAME } from './facturx';

export async function embeddedFacturxXml(bytes: Uint8Array): Promise<string | null> {
  const pdf = await PDFDocument.load(bytes);
  const names = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const files = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = files?.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (!list) return null;
  for (let i = 0; i < list.size(); i += 2) {
    const name = list.lookup(i);
    const text = name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : '';
    if (text !== FACTURX_FILE_NAME) continue;
    const spec = list.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) return null;
    return Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8');
  }
  return null;
}
