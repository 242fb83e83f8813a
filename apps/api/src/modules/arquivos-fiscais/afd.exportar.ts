import {
  type ColetorAfd,
  type ContagemTrailerAfd,
  LINHA_ASSINATURA,
  montarCabecalhoAfd,
  montarMarcacaoRepPAfd,
  montarTrailerAfd,
} from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import { IDENTIFICACAO_PTRP } from '../../shared/identificacao-ptrp.ts';
import { dhGravado, dhMarcado } from '../marcacao/index.ts';
import { arquivosFiscaisRepository } from './arquivos-fiscais.repository.ts';

/** NSR por consulta: o AFD de 1 milhão de marcações sai em blocos, com memória constante. */
const BLOCO = 20_000;
const CRLF = '\r\n';

export type PlanoAfd = {
  empresaId: number;
  filialId: number;
  numeroInpi: string;
  cnpj: string;
  /** CAEPF e CNO da filial, quando houver: o cabeçalho leva o CNO ou, sem ele, o CAEPF. */
  caepf?: string | null;
  cno?: string | null;
  razaoSocial: string;
  dataInicial: string;
  dataFinal: string;
  geradoEm: string;
  /** Faixa de NSR do arquivo; `null`: nenhum registro no período. */
  faixa: { inicial: number; final: number } | null;
};

/** Coletor guardado como número (1–5) → campo 6 do tipo 7 (`01`–`05`). */
const COLETORES: readonly ColetorAfd[] = ['01', '02', '03', '04', '05'];

type Repo = ReturnType<typeof arquivosFiscaisRepository>;
type Bloco = { texto: string; contagens: ContagemTrailerAfd };

/**
 * Bloco de marcações gravadas antes da coluna `registro`: o tipo 7 é montado pelo domínio a
 * partir dos campos guardados (os mesmos que entraram no hash), intercalado com os eventos.
 */
const blocoLegado = async (
  repo: Repo,
  filialId: number,
  de: number,
  ate: number,
): Promise<Bloco> => {
  const contagens: ContagemTrailerAfd = { '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 };
  const eventos = await repo.eventos(filialId, de, ate);
  const marcacoes = await repo.blocoMarcacoes(filialId, de - 1, ate, ate - de + 1);
  const linhas = [
    ...eventos.map((e) => ({ nsr: e.nsr, tipo: e.tipo, texto: e.registro })),
    ...marcacoes.map((m) => ({
      nsr: m.nsr,
      tipo: '7',
      texto: montarMarcacaoRepPAfd({
        nsr: m.nsr,
        marcadoEm: dhMarcado(m),
        cpf: m.cpf,
        gravadoEm: dhGravado(m),
        coletor: COLETORES[m.coletor - 1]!,
        offline: m.offline,
        hash: m.hash,
      }),
    })),
  ].sort((a, b) => a.nsr - b.nsr);
  for (const l of linhas) contagens[l.tipo as keyof ContagemTrailerAfd] += 1;
  return { texto: linhas.map((l) => l.texto).join(CRLF), contagens };
};

const lerBloco = async (repo: Repo, filialId: number, de: number, ate: number): Promise<Bloco> => {
  const b = await repo.blocoAfd(filialId, de, ate);
  return b.legados > 0 ? blocoLegado(repo, filialId, de, ate) : b;
};

/**
 * Linhas do AFD em blocos de bytes ISO-8859-1 (Portaria 671 Anexo V): cabeçalho, registros em
 * ordem de NSR exatamente como gravados no ARP (tipo 7 com o hash encadeado na marcação), trailer
 * com as contagens e a linha de assinatura, cada uma com CR LF. O bloco seguinte é lido do banco
 * enquanto o atual é transmitido.
 */
export async function* linhasAfd(db: Db, p: PlanoAfd): AsyncGenerator<Buffer> {
  const repo = arquivosFiscaisRepository({ db, empresaId: p.empresaId });
  const contagens: ContagemTrailerAfd = { '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 };
  yield Buffer.from(
    montarCabecalhoAfd({
      tipoIdEmpregador: p.cnpj.length === 11 ? 'cpf' : 'cnpj',
      idEmpregador: p.cnpj,
      cnoCaepf: p.cno ?? p.caepf ?? '',
      razaoSocial: p.razaoSocial,
      numeroRep: p.numeroInpi,
      dataInicial: p.dataInicial,
      dataFinal: p.dataFinal,
      geradoEm: p.geradoEm,
      versaoLeiaute: IDENTIFICACAO_PTRP.versaoAfd,
      tipoIdDesenvolvedor: IDENTIFICACAO_PTRP.tipoIdDesenvolvedor,
      idDesenvolvedor: IDENTIFICACAO_PTRP.idDesenvolvedor,
      modelo: '',
    }) + CRLF,
    'latin1',
  );
  if (p.faixa) {
    const { inicial, final } = p.faixa;
    const proximo = (de: number) => {
      const bloco = lerBloco(repo, p.filialId, de, Math.min(de + BLOCO - 1, final));
      // Se quem baixa desistir no meio, a leitura antecipada não vira rejeição sem tratamento.
      bloco.catch(() => {});
      return bloco;
    };
    let pendente = proximo(inicial);
    for (let de = inicial; de <= final; de += BLOCO) {
      const bloco = await pendente;
      if (de + BLOCO <= final) pendente = proximo(de + BLOCO);
      for (const tipo of ['2', '4', '5', '6', '7'] as const)
        contagens[tipo] += bloco.contagens[tipo];
      if (bloco.texto) yield Buffer.from(bloco.texto + CRLF, 'latin1');
    }
  }
  yield Buffer.from(montarTrailerAfd(contagens) + CRLF + LINHA_ASSINATURA + CRLF, 'latin1');
}
