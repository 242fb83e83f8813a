import type { ImportacaoAfd } from '@jornada/contracts';
import type { MarcacaoAfd } from '@jornada/domain';
import type { Contexto } from './importacao-afd.contexto.ts';
import { identificadorDe, instanteDaMarcacao } from './importacao-afd.leitura.ts';
import type { ColaboradorAfd, importacaoAfdRepository } from './importacao-afd.repository.ts';

/** Itens guardados nas listas do relatório (ocorrências, desconhecidos); o resto só conta. */
const LIMITE_LISTA = 1000;

type Repo = ReturnType<typeof importacaoAfdRepository>;
type Ocorrencia = ImportacaoAfd['ocorrencias'][number];
type Desconhecido = ImportacaoAfd['desconhecidos'][number];

export type Contagem = {
  marcacoes: number;
  casadas: number;
  importadas: number;
  duplicadas: number;
  rejeitadas: number;
  ocorrenciasOmitidas: number;
  ocorrencias: Ocorrencia[];
  desconhecidos: Map<string, Desconhecido>;
};

export const novaContagem = (): Contagem => ({
  marcacoes: 0,
  casadas: 0,
  importadas: 0,
  duplicadas: 0,
  rejeitadas: 0,
  ocorrenciasOmitidas: 0,
  ocorrencias: [],
  desconhecidos: new Map(),
});

export const anotar = (c: Contagem, o: Ocorrencia) => {
  if (c.ocorrencias.length < LIMITE_LISTA) c.ocorrencias.push(o);
  else c.ocorrenciasOmitidas += 1;
};

const desconhecido = (c: Contagem, m: MarcacaoAfd, id: ReturnType<typeof identificadorDe>) => {
  c.rejeitadas += 1;
  const tipo = id?.tipo ?? 'pis';
  const gravado = id?.gravado ?? m.registro.slice(22, 34);
  const chave = `${tipo}:${gravado}`;
  const visto = c.desconhecidos.get(chave);
  if (visto) visto.marcacoes += 1;
  else if (c.desconhecidos.size < LIMITE_LISTA)
    c.desconhecidos.set(chave, {
      tipo,
      identificador: gravado,
      marcacoes: 1,
      primeiraLinha: m.linha,
    });
  const motivo =
    id?.chave === null || id === null
      ? `${tipo.toUpperCase()} "${gravado}" não identifica um colaborador`
      : `${tipo.toUpperCase()} ${gravado} não cadastrado nesta empresa`;
  anotar(c, { linha: m.linha, nsr: m.nsr, identificador: gravado, motivo });
};

/** Uma marcação casada e nova, pronta para gravar (falta o REP e a importação). */
export type MarcacaoNova = {
  /** Linha e identificador do arquivo (para a ocorrência, se o banco a recusar); não gravados. */
  linha: number;
  identificador: string | null;
  nsrOrigem: number;
  usuarioId: number;
  cpf: string;
  dataHora: Date;
  data: string;
  minuto: number;
  fuso: string;
  registro: string;
};

/**
 * Classifica as marcações de um arquivo, lote a lote: colaborador pelo vínculo do RH
 * (`mapeados`, chave `tipo:identificador gravado`) ou pelo CPF/PIS do cadastro (cache para o
 * arquivo inteiro); já importada (mesmo REP, NSR e instante), NSR em conflito ou nova.
 */
export const createClassificador = (p: {
  repo: Repo;
  porPis: (piss: string[]) => Promise<Map<string, ColaboradorAfd>>;
  mapeados: Map<string, ColaboradorAfd>;
  contagem: Contagem;
}) => {
  const { repo, mapeados, contagem: c } = p;
  const cache = new Map<string, ColaboradorAfd | null>();

  /** Busca no cadastro só as chaves ainda não vistas. */
  const carregar = async (chaves: string[]) => {
    const novas = [...new Set(chaves)].filter((k) => !cache.has(k));
    const cpfs = novas.filter((k) => k.startsWith('cpf:')).map((k) => k.slice(4));
    const piss = novas.filter((k) => k.startsWith('pis:')).map((k) => k.slice(4));
    const porCpf = await repo.usuariosPorCpf(cpfs);
    const achadosPorPis = await p.porPis(piss);
    for (const k of novas) {
      const v = k.startsWith('cpf:') ? porCpf.get(k.slice(4)) : achadosPorPis.get(k.slice(4));
      cache.set(k, v ?? null);
    }
  };

  /** As marcações novas do lote; as demais só entram na contagem. */
  return async (contexto: Contexto, marcacoes: MarcacaoAfd[]): Promise<MarcacaoNova[]> => {
    const ids = marcacoes.map((m) => identificadorDe(m));
    const vinculo = (i: (typeof ids)[number]) =>
      i ? mapeados.get(`${i.tipo}:${i.gravado}`) : undefined;
    await carregar(ids.flatMap((i) => (i?.chave && !vinculo(i) ? [i.chave] : [])));
    const jaImportadas =
      // REP cadastrado nesta importação: nada gravado antes dela; os NSR repetidos no arquivo o
      // índice único recusa e `conferirRecusadas` classifica (uma consulta a menos por lote).
      contexto.repId === null || contexto.repNovo
        ? new Map<number, number>()
        : await repo.importadasPorNsr(
            contexto.repId,
            marcacoes.map((m) => m.nsr),
          );
    const noLote = new Map<number, number>();
    const novas: MarcacaoNova[] = [];
    for (const [i, m] of marcacoes.entries()) {
      const id = ids[i] ?? null;
      const colaborador = vinculo(id) ?? (id?.chave ? cache.get(id.chave) : null);
      if (!colaborador) {
        desconhecido(c, m, id);
        continue;
      }
      const dh = instanteDaMarcacao(m, contexto.fuso);
      const anterior = jaImportadas.get(m.nsr) ?? noLote.get(m.nsr);
      if (anterior === dh.instante.getTime()) {
        c.duplicadas += 1;
        continue;
      }
      if (anterior !== undefined) {
        c.rejeitadas += 1;
        anotar(c, {
          linha: m.linha,
          nsr: m.nsr,
          identificador: id?.gravado ?? null,
          motivo: `NSR ${m.nsr} já usado neste REP por uma marcação de outra data/hora`,
        });
        continue;
      }
      noLote.set(m.nsr, dh.instante.getTime());
      novas.push({
        linha: m.linha,
        identificador: id?.gravado ?? null,
        nsrOrigem: m.nsr,
        usuarioId: colaborador.id,
        cpf: colaborador.cpf,
        dataHora: dh.instante,
        data: dh.data,
        minuto: dh.minuto,
        fuso: dh.fuso,
        registro: m.registro,
      });
    }
    c.casadas += novas.length;
    return novas;
  };
};

/**
 * Marcações que o índice único (REP, NSR) recusou na gravação: mesma data/hora de uma já gravada
 * é duplicada; outra data/hora é NSR em conflito (rejeitada, com o motivo).
 */
export const conferirRecusadas = (
  c: Contagem,
  recusadas: MarcacaoNova[],
  gravadas: Map<number, number>,
) => {
  c.casadas -= recusadas.length;
  for (const n of recusadas) {
    if (gravadas.get(n.nsrOrigem) === n.dataHora.getTime()) {
      c.duplicadas += 1;
      continue;
    }
    c.rejeitadas += 1;
    anotar(c, {
      linha: n.linha,
      nsr: n.nsrOrigem,
      identificador: n.identificador,
      motivo: `NSR ${n.nsrOrigem} já usado neste REP por uma marcação de outra data/hora`,
    });
  }
};
