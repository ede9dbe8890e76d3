/**
 * Factur-X (EN 16931 profile): the CII XML of an invoice (rsm:CrossIndustryInvoice), and the
 * hybrid PDF/A-3 that carries it as factur-x.xml with the Factur-X XMP metadata and an sRGB
 * OutputIntent. The XML validates against the Factur-X 1.07.3 EN16931 schemas (facturx-xsd/).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { AFRelationship, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import type { AddressValue } from '../addresses/addresses.schema';
import type { InvoiceLineRow, InvoicePartySnapshot, InvoiceRow } from './invoices.tables';

export const FACTURX_FILE_NAME = 'factur-x.xml';
const ICC = fs.readFileSync(new URL('./facturx-xsd/sRGB-IEC61966-2.1.icc', import.meta.url));

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Amounts in CII are positive for a credit note (type 381): the type says the direction. */
const amount = (cents: number) => (Math.abs(cents) / 100).toFixed(2);
const day = (value: string) => `<udt:DateTimeString format="102">${value.replaceAll('-', '')}</udt:DateTimeString>`;
const tag = (name: string, content: string | null | undefined) =>
  content == null || content === '' ? '' : `<ram:${name}>${escapeXml(content)}</ram:${name}>`;

function addressXml(address: AddressValue | null | undefined): string {
  return `<ram:PostalTradeAddress>${tag('PostcodeCode', address?.zipCode)}${tag('LineOne', address?.street)}${tag(
    'CityName',
    address?.city,
  )}<ram:CountryID>${escapeXml(address?.countryIso ?? 'FR')}</ram:CountryID></ram:PostalTradeAddress>`;
}

function partyXml(element: string, party: InvoicePartySnapshot): string {
  const legal = party.siren
    ? `<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${escapeXml(party.siren)}</ram:ID>${tag(
        'TradingBusinessName',
        party.name !== party.legalName ? party.name : null,
      )}</ram:SpecifiedLegalOrganization>`
    : '';
  const email = party.email
    ? `<ram:URIUniversalCommunication><ram:URIID schemeID="EM">${escapeXml(party.email)}</ram:URIID></ram:URIUniversalCommunication>`
    : '';
  const vat = party.vatNumber
    ? `<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${escapeXml(party.vatNumber)}</ram:ID></ram:SpecifiedTaxRegistration>`
    : '';
  return `<ram:${element}>${tag('Name', party.legalName || party.name)}${legal}${addressXml(party.address)}${email}${vat}</ram:${element}>`;
}

/** The VAT category of a rate: S (standard), E (exempt, article 293 B), or AE (reverse charge). */
function categoryOf(invoice: InvoiceRow, rate: number): { code: string; reason: string | null } {
  if (rate > 0) return { code: 'S', reason: null };
  if (invoice.issuer.vatExempt) return { code: 'E', reason: 'TVA non applicable, art. 293 B du CGI' };
  return { code: 'E', reason: 'Exonération de TVA' };
}

/** The EN 16931 CII XML of an issued invoice or credit note. */
export function facturxXml(invoice: InvoiceRow, lines: InvoiceLineRow[], creditedNumber?: string | null): string {
  if (!invoice.number || !invoice.issueDate) throw new Error('only an issued invoice has a Factur-X file');
  const typeCode = invoice.kind === 'creditNote' ? '381' : '380';
  const notes = invoice.mentions
    .map((m) => `<ram:IncludedNote><ram:Content>${escapeXml(m)}</ram:Content></ram:IncludedNote>`)
    .join('');
  const lineXml = lines
    .map((line) => {
      const category = categoryOf(invoice, line.vatRate);
      return `<ram:IncludedSupplyChainTradeLineItem>
<ram:AssociatedDocumentLineDocument><ram:LineID>${line.position}</ram:LineID></ram:AssociatedDocumentLineDocument>
<ram:SpecifiedTradeProduct>${tag('Name', line.label)}</ram:SpecifiedTradeProduct>
<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${amount(line.unitPriceCents)}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="${line.unit === 'day' ? 'DAY' : 'C62'}">${Math.abs(line.quantity)}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
<ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>${category.code}</ram:CategoryCode><ram:RateApplicablePercent>${line.vatRate}</ram:RateApplicablePercent></ram:ApplicableTradeTax>
<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${amount(line.totalExclVatCents)}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
</ram:IncludedSupplyChainTradeLineItem>`;
    })
    .join('\n');
  const rates = [...new Set(lines.map((line) => line.vatRate))];
  const taxXml = rates
    .map((rate) => {
      const ofRate = lines.filter((line) => line.vatRate === rate);
      const base = ofRate.reduce((sum, line) => sum + line.totalExclVatCents, 0);
      const vat = ofRate.reduce((sum, line) => sum + line.vatCents, 0);
      const category = categoryOf(invoice, rate);
      return `<ram:ApplicableTradeTax><ram:CalculatedAmount>${amount(vat)}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode>${tag(
        'ExemptionReason',
        category.reason,
      )}<ram:BasisAmount>${amount(base)}</ram:BasisAmount><ram:CategoryCode>${category.code}</ram:CategoryCode>${
        category.code === 'E' ? '<ram:ExemptionReasonCode>VATEX-FR-FRANCHISE</ram:ExemptionReasonCode>' : ''
      }<ram:RateApplicablePercent>${rate}</ram:RateApplicablePercent></ram:ApplicableTradeTax>`;
    })
    .join('');
  const period =
    invoice.periodStart && invoice.periodEnd
      ? `<ram:BillingSpecifiedPeriod><ram:StartDateTime>${day(invoice.periodStart)}</ram:StartDateTime><ram:EndDateTime>${day(
          invoice.periodEnd,
        )}</ram:EndDateTime></ram:BillingSpecifiedPeriod>`
      : '';
  const payment = invoice.issuer.iban
    ? `<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode><ram:PayeePartyCreditorFinancialAccount><ram:IBANID>${escapeXml(
        invoice.issuer.iban.replace(/\s/g, ''),
      )}</ram:IBANID></ram:PayeePartyCreditorFinancialAccount></ram:SpecifiedTradeSettlementPaymentMeans>`
    : '';
  const terms = invoice.dueDate
    ? `<ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime>${day(invoice.dueDate)}</ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>`
    : '';
  const referenced = creditedNumber
    ? `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${escapeXml(creditedNumber)}</ram:IssuerAssignedID></ram:InvoiceReferencedDocument>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument><ram:ID>${escapeXml(invoice.number)}</ram:ID><ram:TypeCode>${typeCode}</ram:TypeCode><ram:IssueDateTime>${day(
    invoice.issueDate,
  )}</ram:IssueDateTime>${notes}</rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction>
${lineXml}
<ram:ApplicableHeaderTradeAgreement>${partyXml('SellerTradeParty', invoice.issuer)}${partyXml('BuyerTradeParty', invoice.recipient)}</ram:ApplicableHeaderTradeAgreement>
<ram:ApplicableHeaderTradeDelivery/>
<ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>${invoice.currency}</ram:InvoiceCurrencyCode>${payment}${taxXml}${period}${terms}
<ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>${amount(invoice.totalExclVatCents)}</ram:LineTotalAmount><ram:TaxBasisTotalAmount>${amount(
    invoice.totalExclVatCents,
  )}</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="${invoice.currency}">${amount(invoice.vatCents)}</ram:TaxTotalAmount><ram:GrandTotalAmount>${amount(
    invoice.totalInclVatCents,
  )}</ram:GrandTotalAmount><ram:DuePayableAmount>${amount(invoice.totalInclVatCents)}</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>${referenced}
</ram:ApplicableHeaderTradeSettlement>
</rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
`;
}

function xmp(title: string, now: Date): string {
  const iso = now.toISOString();
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(title)}</rdf:li></rdf:Alt></dc:title><dc:creator><rdf:Seq><rdf:li>Orbite</rdf:li></rdf:Seq></dc:creator></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>Orbite</pdf:Producer></rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>Orbite</xmp:CreatorTool><xmp:CreateDate>${iso}</xmp:CreateDate><xmp:ModifyDate>${iso}</xmp:ModifyDate></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
<rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentFileName</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The name of the embedded XML document</pdfaProperty:description></rdf:li>
<rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentType</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The type of the hybrid document in capital letters, e.g. INVOICE or ORDER</pdfaProperty:description></rdf:li>
<rdf:li rdf:parseType="Resource"><pdfaProperty:name>Version</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The actual version of the standard applying to the embedded XML document</pdfaProperty:description></rdf:li>
<rdf:li rdf:parseType="Resource"><pdfaProperty:name>ConformanceLevel</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The conformance level of the embedded XML document</pdfaProperty:description></rdf:li>
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"><fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>${FACTURX_FILE_NAME}</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel></rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * The Factur-X file: the invoice's PDF with the XML attached (AFRelationship Alternative, listed in
 * the catalog's /AF), the XMP metadata that declares PDF/A-3B and Factur-X EN 16931, an sRGB
 * OutputIntent and a document ID. See docs/decisions.md for what a strict PDF/A-3 validator may
 * still flag.
 */
export async function facturxPdf(pdfBytes: Uint8Array, xml: string, title: string, now = new Date()) {
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  await pdf.attach(Buffer.from(xml, 'utf8'), FACTURX_FILE_NAME, {
    mimeType: 'text/xml',
    description: 'Factur-X',
    creationDate: now,
    modificationDate: now,
    afRelationship: AFRelationship.Alternative,
  });
  pdf.setTitle(title);
  pdf.setCreator('Orbite');
  pdf.setProducer('Orbite');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const context = pdf.context;
  const metadata = context.stream(xmp(title, now), { Type: 'Metadata', Subtype: 'XML' });
  pdf.catalog.set(PDFName.of('Metadata'), context.register(metadata));
  const profile = context.register(context.flateStream(ICC, { N: 3 }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: profile,
  });
  pdf.catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));
  pdf.catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
  const id = PDFHexString.of(createHash('sha256').update(title).update(now.toISOString()).digest('hex').slice(0, 32));
  context.trailerInfo.ID = context.obj([id, id]);
  return pdf.save({ useObjectStreams: false });
}
