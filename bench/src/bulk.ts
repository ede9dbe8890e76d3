import type pg from 'pg';

/**
 * A column of a bulk insert and the PostgreSQL type its values are sent as. jsonb (a JS value),
 * text[] (an array literal such as `{a,b}`) and enums (`enum:<type name>`) travel as text and
 * are cast in the SELECT: unnest cannot carry nested arrays.
 */
export type ColumnType =
  | 'int4'
  | 'int2'
  | 'text'
  | 'bool'
  | 'float8'
  | 'date'
  | 'timestamptz'
  | 'jsonb'
  | 'text[]'
  | `enum:${string}`;

function castTo(type: ColumnType): string | null {
  if (type === 'jsonb' || type === 'text[]') return type;
  return type.startsWith('enum:') ? type.slice(5) : null;
}
const sentAs = (type: ColumnType) => (castTo(type) ? 'text' : type);

/**
 * Rows gathered column by column and written with one `INSERT ... SELECT FROM unnest(...)` per
 * batch: a single statement with one array parameter per column, whatever the number of rows.
 * With `explicitIds`, the table's identity column is given (OVERRIDING SYSTEM VALUE); call
 * `resetIdentity` afterwards.
 */
export class BulkInsert {
  private readonly values: unknown[][];
  private count = 0;
  inserted = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly table: string,
    private readonly columns: readonly (readonly [name: string, type: ColumnType])[],
    private readonly options: { batchSize?: number; explicitIds?: boolean } = {},
  ) {
    this.values = columns.map(() => []);
  }

  async add(row: readonly unknown[]): Promise<void> {
    if (row.length !== this.columns.length)
      throw new Error(`${this.table}: ${row.length} values for ${this.columns.length} columns`);
    for (let i = 0; i < row.length; i++) {
      const value = row[i];
      this.values[i]!.push(this.columns[i]![1] === 'jsonb' && value !== null ? JSON.stringify(value) : value);
    }
    this.count++;
    if (this.count >= (this.options.batchSize ?? 5000)) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.count === 0) return;
    const names = this.columns.map(([name]) => `"${name}"`).join(', ');
    const arrays = this.columns.map(([, type], i) => `$${i + 1}::${sentAs(type)}[]`).join(', ');
    const aliases = this.columns.map((_, i) => `c${i}`);
    const select = this.columns
      .map(([, type], i) => (castTo(type) ? `${aliases[i]}::${castTo(type)}` : aliases[i]))
      .join(', ');
    const overriding = this.options.explicitIds ? ' OVERRIDING SYSTEM VALUE' : '';
    await this.pool.query(
      `INSERT INTO "${this.table}" (${names})${overriding} SELECT ${select} FROM unnest(${arrays}) AS t(${aliases.join(', ')})`,
      this.values,
    );
    this.inserted += this.count;
    for (const column of this.values) column.length = 0;
    this.count = 0;
  }
}

/** Moves an identity column's sequence past the ids given explicitly. */
export async function resetIdentity(pool: pg.Pool, table: string, column = 'id'): Promise<void> {
  await pool.query(
    `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'), COALESCE((SELECT max("${column}") FROM "${table}"), 0) + 1, false)`,
  );
}
