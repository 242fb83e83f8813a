/**
 * Gera o SQL da migração 0052_filial-municipio (docs/decisoes/cadastros.md): as filiais que já
 * existiam passam a ter o município do IBGE quando a `cidade` (texto livre) bate com o nome de um
 * município da UF, sem diferenciar acento, caixa e espaços; as outras ficam sem município e a tela
 * pede. Também marca como CPF a inscrição de 11 dígitos. Uso:
 *   npx tsx packages/ibge/scripts/sql-migracao-municipio.ts > apps/api/drizzle/0052_filial-municipio.sql
 */
import { listMunicipios, normalizarNome } from '../src/index.ts';

const COM_ACENTO = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const SEM_ACENTO = 'aaaaaeeeeiiiiooooouuuucn';
// lower() do PostgreSQL com collation C só baixa ASCII: o translate cobre também as maiúsculas.
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

const nomes = new Set<string>();
for (const m of listMunicipios()) {
  const chave = `${m.uf}|${normalizarNome(m.nome)}`;
  if (nomes.has(chave)) throw new Error(`nome repetido na UF: ${chave}`);
  nomes.add(chave);
  // O translate do SQL tem de dar a mesma chave que o normalizarNome para cada nome da lista.
  const traduzido = [...m.nome.toLowerCase()]
    .map((c) => (COM_ACENTO.includes(c) ? SEM_ACENTO[COM_ACENTO.indexOf(c)] : c))
    .join('');
  if (traduzido !== normalizarNome(m.nome)) throw new Error(`acento sem tradução: ${m.nome}`);
}

const linhas = listMunicipios().map(
  (m) => `  (${m.codigo}, '${m.uf}', ${literal(normalizarNome(m.nome))}, ${literal(m.nome)})`,
);
process.stdout.write(
  [
    '-- Gerado por packages/ibge/scripts/sql-migracao-municipio.ts a partir de packages/ibge/dados.',
    'UPDATE "filial" SET "tipo_inscricao" = \'CPF\' WHERE length("cnpj") = 11;--> statement-breakpoint',
    'UPDATE "filial" AS f SET "municipio_ibge" = m.codigo, "cidade" = m.nome FROM (VALUES',
    linhas.join(',\n'),
    ') AS m(codigo, uf, chave, nome)',
    `WHERE f."uf" = m.uf AND m.chave = trim(regexp_replace(translate(lower(f."cidade"), '${COM_ACENTO}${COM_ACENTO.toUpperCase()}', '${SEM_ACENTO}${SEM_ACENTO}'), '\\s+', ' ', 'g'));`,
    '',
  ].join('\n'),
);
