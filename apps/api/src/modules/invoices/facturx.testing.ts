/** Validation of Factur-X XML against the Factur-X 1.07.3 EN16931 schemas (tests only: xmllint-wasm is a dev dependency). */
import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const xsdDir = new URL('./facturx-xsd/', import.meta.url).pathname;
const xsdFiles = fs
  .readdirSync(xsdDir)
  .filter((f) => f.endsWith('.xsd'))
  .map((fileName) => ({ fileName, contents: fs.readFileSync(path.join(xsdDir, fileName), 'utf8') }));
const mainXsd = xsdFiles.find((f) => f.fileName === 'Factur-X_1.07.3_EN16931.xsd')!;

export async function validateFacturx(xml: string) {
  return validateXML({
    xml: { fileName: 'invoice.xml', contents: xml },
    schema: mainXsd,
    preload: xsdFiles.filter((f) => f !== mainXsd),
  });
}
