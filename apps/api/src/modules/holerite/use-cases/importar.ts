import { createHash } from 'node:crypto';
import type { ImportacaoPrevia, PaginaNaoIdentificada } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { atorDe } from '../../auditoria/index.ts';
import {
  createMontador,
  type PaginaOrigem,
  paginasDoPdf,
  pdfsDoEnvio,
} from '../holerite.divisao.ts';
import {
  identificarPagina,
  montarCadastro,
  type PessoaHolerite,
} from '../holerite.identificacao.ts';
import { nomeDoTipo, paraPrevia } from '../holerite.mapeamento.ts';
import { holeriteRepository } from '../holerite.repository.ts';

export type ArquivoHolerites = { nome: string; bytes: Buffer };
export type OpcoesImportacao = { holeriteTipoId: number; competencia: string };

type Dono = { pessoa: PessoaHolerite; por: 'cpf' | 'matricula'; paginas: PaginaOrigem[] };

/** Limite de páginas listadas como não identificadas na prévia (as demais só contam). */
const LIMITE_LISTA = 1000;

/**
 * Lê o envio página a página, reconhece o dono de cada uma pelo CPF (ou matrícula) e junta as
 * páginas de cada pessoa, na ordem do arquivo. Nada é gravado aqui.
 */
const dividir = async (arquivo: ArquivoHolerites, pessoas: PessoaHolerite[]) => {
  const pdfs = pdfsDoEnvio(arquivo.nome, new Uint8Array(arquivo.bytes));
  const cadastro = montarCadastro(pessoas);
  const donos = new Map<number, Dono>();
  const naoIdentificadas: PaginaNaoIdentificada[] = [];
  let paginas = 0;
  for (const pdf of pdfs) {
    for await (const p of paginasDoPdf(pdf)) {
      paginas += 1;
      const id = identificarPagina(p.texto, cadastro);
      if (id.tipo === 'nao-identificada') {
        if (naoIdentificadas.length < LIMITE_LISTA)
          naoIdentificadas.push({
            arquivo: p.arquivo,
            pagina: p.pagina,
            identificador: id.identificador,
            motivo: id.motivo,
          });
        continue;
      }
      const dono = donos.get(id.pessoa.id) ?? { pessoa: id.pessoa, por: id.por, paginas: [] };
      dono.paginas.push({ arquivo: p.arquivo, pagina: p.pagina });
      donos.set(id.pessoa.id, dono);
    }
  }
  if (paginas === 0)
    throw new AppError(
      'HOLERITE_SEM_PAGINAS',
      'O arquivo enviado não tem páginas.',
      400,
      'arquivos',
    );
  return { pdfs, donos: [...donos.values()], naoIdentificadas, paginas };
};

/**
 * POST /importacao: divide o arquivo e grava, numa transação, um rascunho com um PDF por pessoa e
 * as páginas que ficaram de fora. Nada fica visível às pessoas até a publicação.
 */
export const importarHolerites = async (
  { db, clock }: { db: Db; clock: () => Date },
  auth: AuthContext,
  arquivo: ArquivoHolerites,
  opcoes: OpcoesImportacao,
): Promise<ImportacaoPrevia> => {
  const leitura = holeriteRepository({ db, empresaId: auth.empresaId });
  const { pdfs, donos, naoIdentificadas, paginas } = await dividir(
    arquivo,
    await leitura.listPessoas(),
  );
  const montar = createMontador(pdfs);
  const tipo = nomeDoTipo(opcoes.holeriteTipoId);
  const agora = clock();
  return db.transaction(async (tx) => {
    const repo = holeriteRepository({ db: tx, empresaId: auth.empresaId });
    const lote = await repo.insertLote({
      holeriteTipoId: opcoes.holeriteTipoId,
      competencia: opcoes.competencia,
      nomeArquivo: arquivo.nome,
      sha256: createHash('sha256').update(arquivo.bytes).digest('hex'),
      paginas,
      naoIdentificadas,
      situacao: 'rascunho',
      autorId: auth.usuarioId,
      criadoEm: agora,
    });
    // Um PDF por pessoa, gravado assim que montado: só um holerite montado em memória por vez.
    for (const dono of donos) {
      const conteudo = await montar(
        dono.paginas,
        `Holerite ${tipo} ${opcoes.competencia} — ${dono.pessoa.nome}`,
      );
      await repo.insertHolerite({
        loteId: lote.id,
        usuarioId: dono.pessoa.id,
        paginas: dono.paginas.map((p) => p.pagina),
        identificadoPor: dono.por,
        tamanho: conteudo.length,
        sha256: createHash('sha256').update(conteudo).digest('hex'),
        conteudo,
      });
    }
    await repo.auditar([
      {
        ator: atorDe(auth),
        entidade: 'holerite_lote',
        entidadeId: lote.id,
        acao: 'importar',
        depois: {
          arquivo: arquivo.nome,
          tipo,
          competencia: opcoes.competencia,
          paginas,
          pessoas: donos.length,
          naoIdentificadas: naoIdentificadas.length,
        },
        em: agora,
      },
    ]);
    return paraPrevia(lote, await repo.listDoLote(lote.id));
  });
};
