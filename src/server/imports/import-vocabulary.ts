import { CLIENT_STATUSES, type ClientStatus } from "@shared/clients/client-status";
import {
  IMPORT_FIELDS,
  type ClientImportField,
  type ImportField,
  type ImportKind,
  type InventoryImportField,
} from "@shared/imports/import-limits";
import type { ImportMapping } from "@shared/imports/import.schema";
import type { LanguageCode } from "@shared/languages";

/**
 * The words files use for what an import reads, in the five languages of the interface
 * (docs/product.md "Import and export", docs/decisions.md 121): column headers, client
 * statuses and languages. Words are compared normalised, so that "E-Mail", "e_mail" and "Email "
 * are one word. A header none of them names is left unmapped: a column mapped to the wrong field
 * would import wrong data silently, an unmapped one is only a choice for the user to make.
 */

/** Lowercase, without accents, spaces, punctuation or underscores: "N° TVA" → "ntva", "Téléphone" → "telephone". */
export function normalisedWord(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("ß", "ss")
    .replaceAll("æ", "ae")
    .replaceAll("œ", "oe")
    .replace(/[^a-z0-9]/g, "");
}

/** A header without what it says in brackets: "Price (€)" → "Price ", "E-mail [work]" → "E-mail ". */
const withoutBrackets = (header: string) => header.replace(/\([^)]*\)|\[[^\]]*\]/g, " ");

/**
 * The headers each field's column may have, the field's own API name first (so that the app's
 * own exports map back), then in English, French, German, Spanish and Portuguese.
 */
const CLIENT_HEADERS: Record<ClientImportField, readonly string[]> = {
  name: [
    "name",
    "full name",
    "contact name",
    "contact",
    "contact person",
    "nom",
    "nom complet",
    "nom du contact",
    "nom et prénom",
    "prénom et nom",
    "name des kontakts",
    "vollständiger name",
    "kontakt",
    "kontaktperson",
    "ansprechpartner",
    "nombre",
    "nombre completo",
    "nombre del contacto",
    "contacto",
    "persona de contacto",
    "nome",
    "nome completo",
    "nome do contato",
    "nome do contacto",
    "contato",
    "pessoa de contato",
  ],
  email: [
    "email",
    "e-mail",
    "mail",
    "email address",
    "e-mail address",
    "courriel",
    "adresse email",
    "adresse e-mail",
    "adresse mail",
    "e-mail-adresse",
    "emailadresse",
    "mailadresse",
    "correo",
    "correo electrónico",
    "email del contacto",
    "endereço de email",
    "endereço de e-mail",
    "endereço eletrónico",
    "endereço eletrônico",
  ],
  phone: [
    "phone",
    "phone number",
    "telephone",
    "telephone number",
    "tel",
    "mobile",
    "mobile phone",
    "mobile number",
    "cell",
    "cell phone",
    "téléphone",
    "numéro de téléphone",
    "tél",
    "portable",
    "téléphone portable",
    "telefon",
    "telefonnummer",
    "handy",
    "handynummer",
    "mobiltelefon",
    "mobilnummer",
    "teléfono",
    "número de teléfono",
    "móvil",
    "celular",
    "telefone",
    "número de telefone",
    "telemóvel",
  ],
  company: [
    "company",
    "company name",
    "organization",
    "organisation",
    "business",
    "account name",
    "société",
    "entreprise",
    "nom de l'entreprise",
    "nom de la société",
    "raison sociale",
    "firma",
    "firmenname",
    "unternehmen",
    "empresa",
    "nombre de la empresa",
    "compañía",
    "organización",
    "nome da empresa",
    "companhia",
    "organização",
  ],
  position: [
    "position",
    "job title",
    "job",
    "role",
    "poste",
    "fonction",
    "intitulé du poste",
    "titre du poste",
    "berufsbezeichnung",
    "jobtitel",
    "funktion",
    "stellenbezeichnung",
    "cargo",
    "puesto",
    "puesto de trabajo",
    "función",
    "função",
  ],
  linkedin_url: [
    "linkedin_url",
    "linkedin",
    "linkedin url",
    "linkedin profile",
    "profil linkedin",
    "url linkedin",
    "linkedin-profil",
    "perfil de linkedin",
    "perfil do linkedin",
    "perfil linkedin",
  ],
  status: [
    "status",
    "client status",
    "lead status",
    "statut",
    "statut du client",
    "kundenstatus",
    "estado",
    "estado del cliente",
    "situación",
    "situação",
    "status do cliente",
  ],
  owner: [
    "owner",
    "account owner",
    "client owner",
    "assigned to",
    "owner email",
    "owner name",
    "responsable",
    "propriétaire",
    "attribué à",
    "verantwortlich",
    "zuständig",
    "betreuer",
    "zugewiesen an",
    "propietario",
    "asignado a",
    "responsável",
    "proprietário",
    "atribuído a",
  ],
  address: [
    "address",
    "postal address",
    "mailing address",
    "billing address",
    "street address",
    "adresse",
    "adresse postale",
    "adresse de facturation",
    "anschrift",
    "rechnungsadresse",
    "postanschrift",
    "dirección",
    "dirección postal",
    "dirección de facturación",
    "domicilio",
    "endereço",
    "endereço de faturação",
    "endereço de cobrança",
    "morada",
  ],
  tax_id: [
    "tax_id",
    "tax id",
    "tax number",
    "tax no",
    "vat",
    "vat number",
    "vat no",
    "vat id",
    "vat registration number",
    "ein",
    "tin",
    "n° tva",
    "nº tva",
    "no tva",
    "tva",
    "numéro de tva",
    "numéro tva",
    "tva intracommunautaire",
    "n° tva intracommunautaire",
    "numéro fiscal",
    "ust-idnr",
    "ust-id",
    "ust-id-nr",
    "umsatzsteuer-id",
    "umsatzsteuer-identifikationsnummer",
    "steuernummer",
    "steuer-id",
    "nif",
    "cif",
    "nif/cif",
    "nif-iva",
    "número de identificación fiscal",
    "identificación fiscal",
    "cnpj",
    "cpf/cnpj",
    "nipc",
    "número de contribuinte",
  ],
  preferred_language: [
    "preferred_language",
    "language",
    "preferred language",
    "langue",
    "langue préférée",
    "sprache",
    "bevorzugte sprache",
    "idioma",
    "idioma preferido",
  ],
};

const INVENTORY_HEADERS: Record<InventoryImportField, readonly string[]> = {
  item_name: [
    "item_name",
    "item",
    "item name",
    "product",
    "product name",
    "name",
    "article",
    "produit",
    "nom",
    "nom du produit",
    "nom de l'article",
    "désignation",
    "libellé",
    "artikel",
    "artikelname",
    "artikelbezeichnung",
    "produkt",
    "produktname",
    "bezeichnung",
    "artículo",
    "producto",
    "nombre",
    "nombre del producto",
    "produto",
    "nome",
    "nome do produto",
    "artigo",
  ],
  quantity: [
    "quantity",
    "qty",
    "stock",
    "in stock",
    "on hand",
    "quantité",
    "qté",
    "quantité en stock",
    "menge",
    "anzahl",
    "bestand",
    "lagerbestand",
    "cantidad",
    "existencias",
    "quantidade",
    "qtd",
    "qtde",
    "estoque",
    "existências",
  ],
  unit_price: [
    "unit_price",
    "price",
    "unit price",
    "sale price",
    "selling price",
    "prix",
    "prix unitaire",
    "prix de vente",
    "prix ht",
    "prix unitaire ht",
    "preis",
    "einzelpreis",
    "stückpreis",
    "verkaufspreis",
    "nettopreis",
    "precio",
    "precio unitario",
    "precio de venta",
    "preço",
    "preço unitário",
    "preço de venda",
  ],
  low_stock_threshold: [
    "low_stock_threshold",
    "low stock",
    "low stock threshold",
    "low stock alert",
    "reorder level",
    "reorder point",
    "minimum stock",
    "min stock",
    "seuil",
    "seuil d'alerte",
    "seuil de stock",
    "stock minimum",
    "stock min",
    "mindestbestand",
    "meldebestand",
    "stock mínimo",
    "punto de pedido",
    "estoque mínimo",
  ],
  tax_rate: [
    "tax_rate",
    "tax",
    "tax rate",
    "vat",
    "vat rate",
    "tva",
    "taux de tva",
    "taux tva",
    "taxe",
    "mwst",
    "mwst-satz",
    "ust",
    "ust-satz",
    "steuersatz",
    "umsatzsteuer",
    "mehrwertsteuer",
    "iva",
    "tipo de iva",
    "impuesto",
    "imposto",
    "taxa de iva",
    "taxa de imposto",
  ],
};

const HEADERS: { [K in ImportKind]: Record<(typeof IMPORT_FIELDS)[K][number], readonly string[]> } = {
  clients: CLIENT_HEADERS,
  inventory: INVENTORY_HEADERS,
};

/** Normalised header → the field it names, and how preferred that word is for it (0 = most). */
type Vocabulary = Map<string, { field: ImportField; rank: number }>;

const VOCABULARIES = new Map<ImportKind, Vocabulary>(
  (Object.keys(HEADERS) as ImportKind[]).map((kind) => {
    const vocabulary: Vocabulary = new Map();
    for (const [field, words] of Object.entries(HEADERS[kind]) as [ImportField, readonly string[]][]) {
      words.forEach((word, rank) => {
        const key = normalisedWord(word);
        if (!vocabulary.has(key)) vocabulary.set(key, { field, rank });
      });
    }
    return [kind, vocabulary];
  }),
);

/** Every word of the kind's headers, normalised, with the fields that claim it (the test holds each to one field). */
export function headerWords(kind: ImportKind): Map<string, ImportField[]> {
  const words = new Map<string, ImportField[]>();
  for (const [field, list] of Object.entries(HEADERS[kind]) as [ImportField, readonly string[]][]) {
    for (const word of new Set(list.map(normalisedWord))) words.set(word, [...(words.get(word) ?? []), field]);
  }
  return words;
}

/**
 * The column each field of the kind is guessed to be in, from the headers, or null: each column
 * goes to one field at most, and a field named by several columns takes the one named by its
 * most usual word, then the first. A header is read as written, then without what it says in
 * brackets ("Price (€)").
 */
export function guessMapping(kind: ImportKind, headers: readonly string[]): ImportMapping {
  const vocabulary = VOCABULARIES.get(kind) ?? new Map();
  const candidates = headers.flatMap((header, column) => {
    const match = vocabulary.get(normalisedWord(header)) ?? vocabulary.get(normalisedWord(withoutBrackets(header)));
    return match ? [{ ...match, column }] : [];
  });
  candidates.sort((a, b) => a.rank - b.rank || a.column - b.column);

  const mapping: ImportMapping = Object.fromEntries(IMPORT_FIELDS[kind].map((field) => [field, null]));
  const usedColumns = new Set<number>();
  for (const { field, column } of candidates) {
    if (mapping[field] !== null || usedColumns.has(column)) continue;
    mapping[field] = column;
    usedColumns.add(column);
  }
  return mapping;
}

/**
 * The client status labels of the web app (clients.status.* in src/web/i18n/locales/*.json), in
 * every language: the server does not read the web app's files, and a test holds the two equal.
 */
const CLIENT_STATUS_LABELS: Record<ClientStatus, readonly string[]> = {
  uncontacted: ["Uncontacted", "Non contacté", "Nicht kontaktiert", "Sin contactar", "Não contatado"],
  contacted: ["Contacted", "Contacté", "Kontaktiert", "Contactado", "Contatado"],
  interested: ["Interested", "Intéressé", "Interessiert", "Interesado", "Interessado"],
  not_interested: ["Not Interested", "Pas intéressé", "Kein Interesse", "No interesado", "Sem interesse"],
  negotiation: ["Negotiation", "En négociation", "In Verhandlung", "En negociación", "Em negociação"],
  closed_won: ["Closed Won", "Gagné", "Gewonnen", "Ganado", "Venda fechada"],
  closed_lost: ["Closed Lost", "Perdu", "Verloren", "Perdido", "Venda perdida"],
};

const STATUS_WORDS = new Map<string, ClientStatus>(
  CLIENT_STATUSES.flatMap((status) => [status, ...CLIENT_STATUS_LABELS[status]].map((word) => [normalisedWord(word), status] as const)),
);

/**
 * A client status from its code ("closed_won", "Closed Won", "closed-won") or its label in any of
 * the five languages ("Gagné", "In Verhandlung").
 */
export function statusFromText(text: string): ClientStatus | undefined {
  return STATUS_WORDS.get(normalisedWord(text));
}

/** Each language's name in the five languages, and its ISO 639-2 codes. */
const LANGUAGE_NAMES: Record<LanguageCode, readonly string[]> = {
  en: ["English", "Anglais", "Englisch", "Inglés", "Inglês", "eng"],
  fr: ["French", "Français", "Französisch", "Francés", "Francês", "fra", "fre"],
  de: ["German", "Allemand", "Deutsch", "Alemán", "Alemão", "deu", "ger"],
  es: ["Spanish", "Espagnol", "Spanisch", "Español", "Espanhol", "Castellano", "spa"],
  pt: ["Portuguese", "Portugais", "Portugiesisch", "Portugués", "Português", "por"],
};

const LANGUAGE_WORDS = new Map<string, LanguageCode>(
  (Object.keys(LANGUAGE_NAMES) as LanguageCode[]).flatMap((code) =>
    [code, ...LANGUAGE_NAMES[code]].map((word) => [normalisedWord(word), code] as const),
  ),
);

/**
 * A language of the interface from its code or tag ("fr", "FR", "fr-CA", "pt_BR") or its name in
 * any of the five languages ("Französisch").
 */
export function languageFromText(text: string): LanguageCode | undefined {
  const tag = text.trim().match(/^([A-Za-z]{2,3})(?:[-_][A-Za-z0-9]{1,8})*$/)?.[1];
  return (
    LANGUAGE_WORDS.get(normalisedWord(tag ?? text)) ??
    LANGUAGE_WORDS.get(normalisedWord(text)) ??
    LANGUAGE_WORDS.get(normalisedWord(withoutBrackets(text)))
  );
}
