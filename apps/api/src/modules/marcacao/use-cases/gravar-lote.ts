import type { OrigemMarcacao } from '@jornada/contracts';
import { formatarDataHoraAfd, montarMarcacaoRepPAfd } from '@jornada/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import { hashMarcacao } from '../marcacao.hash.ts';
import { COLETOR, type MarcacaoRow } from '../marcacao.mapeamento.ts';
import { type MarcadorTravado, marcacaoRepository } from '../marcacao.repository.ts';
import {
  type PedidoCerca,
  type ResultadoCerca,
  SEM_AVALIACAO_DE_CERCA,
  type VerificarCerca,
} from './verificar-cerca.ts';

export type MarcarPontoEntrada = {
  origem?: OrigemMarcacao;
  eventoId?: string;
  latitude?: number;
  longitude?: number;
  precisaoMetros?: number;
  offline?: boolean;
  dataHoraDispositivo?: string;
};

/** Pedido na fila: quem, quando chegou (relógio do servidor) e o que o coletor enviou. */
export type Pedido = {
  usuarioId: number;
  recebidoEm: Date;
  entrada: MarcarPontoEntrada;
};

/** Pedido já conferido pela cerca virtual (antes da transação do REP). */
type PedidoConferido = Pedido & { cerca: ResultadoCerca };

const dh = (instante: Date, fuso: string) => {
  const local = instanteLocal(instante, fuso);
  const afd = formatarDataHoraAfd({
    data: local.data,
    hora: local.hora,
    offsetMinutos: local.offsetMinutos,
  });
  return { local, afd };
};

/** Campos da marcação que não dependem do NSR (hora do servidor; off-line: a do dispositivo). */
const dadosDa = (p: PedidoConferido, m: MarcadorTravado) => {
  const offline = p.entrada.offline === true;
  const dispositivo = offline ? new Date(p.entrada.dataHoraDispositivo!) : null;
  // Relógio do aparelho adiantado: nunca gravar marcação no futuro; a hora informada fica guardada.
  const marcadoEm = instanteDaMarcacao(p.entrada, p.recebidoEm);
  const marcado = dh(marcadoEm, m.fuso);
  const gravadoAfd = offline ? dh(p.recebidoEm, m.fuso).afd : marcado.afd;
  const origem = p.entrada.origem ?? 'navegador';
  return {
    marcadoAfd: marcado.afd,
    gravadoAfd,
    coletor: COLETOR[origem],
    linha: {
      usuarioId: m.id,
      filialId: m.filialId,
      cpf: m.cpf,
      dataHora: marcadoEm,
      gravadoEm: p.recebidoEm,
      fuso: marcado.afd.slice(-5),
      data: marcado.local.data,
      minuto: marcado.local.minutoDoDia,
      origem,
      coletor: Number(COLETOR[origem]),
      offline,
      eventoId: p.entrada.eventoId ?? null,
      latitude: p.entrada.latitude ?? null,
      longitude: p.entrada.longitude ?? null,
      precisaoMetros: p.entrada.precisaoMetros ?? null,
      foraDaCerca: p.cerca.foraDaCerca,
      distanciaCercaMetros: p.cerca.distanciaCercaMetros,
      dataHoraDispositivo: dispositivo,
      gravadoAfd: offline ? gravadoAfd : null,
    },
  };
};

/**
 * Encadeia as marcações de uma filial a partir do último NSR e do último hash lidos com a trava:
 * NSR seguidos, hash e registro tipo 7 de cada uma na ordem de chegada (regras do domínio).
 */
const encadearFilial = (
  ultimoNsr: number,
  ultimoHash: string | null,
  itens: ReturnType<typeof dadosDa>[],
) => {
  let nsr = ultimoNsr;
  let hashAnterior = ultimoHash;
  const linhas = itens.map((d) => {
    nsr += 1;
    const dados = {
      nsr,
      marcadoEm: d.marcadoAfd,
      cpf: d.linha.cpf,
      gravadoEm: d.gravadoAfd,
      coletor: d.coletor,
      offline: d.linha.offline,
    };
    const hash = hashMarcacao(dados, hashAnterior);
    hashAnterior = hash;
    return { ...d.linha, nsr, hash, registro: montarMarcacaoRepPAfd({ ...dados, hash }) };
  });
  return { linhas, ultimoNsr: nsr, ultimoHash: hashAnterior! };
};

type Linha = ReturnType<typeof encadearFilial>['linhas'][number] & { duplicadaNoLote: boolean };

const usuarioInativo = () =>
  new AppError('USUARIO_INATIVO', 'Usuário inativo não pode registrar ponto.', 403);
/** Mensagem do 403 quando o RH desligou a marcação pela web do usuário (Configuracao). */
export const MARCACAO_WEB_DESABILITADA =
  'A marcação de ponto pela web não está habilitada para o seu usuário. Procure o RH.';
const marcacaoWebDesabilitada = () =>
  new AppError('MARCACAO_WEB_DESABILITADA', MARCACAO_WEB_DESABILITADA, 403);
const semRep = () =>
  new AppError('REP_NAO_CONFIGURADO', 'A filial do colaborador não tem REP-P configurado.', 409);

/** O pedido como a cerca virtual o vê. */
const pedidoCerca = (p: Pedido): PedidoCerca => ({
  usuarioId: p.usuarioId,
  isQuiosque: 'quiosqueId' in p.entrada,
  instante: instanteDaMarcacao(p.entrada, p.recebidoEm),
  latitude: p.entrada.latitude,
  longitude: p.entrada.longitude,
  precisaoMetros: p.entrada.precisaoMetros,
});

/**
 * Grava um lote da empresa: a cerca virtual de todos numa consulta, antes da transação (uma
 * recusa não pede NSR nem segura a trava do REP); depois uma transação de quatro idas ao banco:
 * (1) BEGIN; (2) lê quem marca e trava o REP de cada filial do lote em ordem crescente (dois
 * processos nunca se travam em ordem oposta) com o último NSR e hash; (3) grava marcações, último
 * NSR e último hash de cada REP num comando só; (4) commit. NSR, hash e registro são calculados
 * aqui, entre (2) e (3), sem ida ao banco; cada filial tem a sua sequência e a sua cadeia.
 */
export const gravarLote =
  (db: Db, verificarCerca: VerificarCerca | undefined) =>
  async (chave: string, recebidos: Pedido[]): Promise<(MarcacaoRow | Error)[]> => {
    const empresaId = Number(chave);
    const cercas = verificarCerca
      ? await verificarCerca(empresaId, recebidos.map(pedidoCerca))
      : recebidos.map(() => SEM_AVALIACAO_DE_CERCA);
    const resultados = new Array<MarcacaoRow | Error>(recebidos.length);
    const pedidos: PedidoConferido[] = [];
    const posicao: number[] = [];
    for (const [i, p] of recebidos.entries()) {
      const cerca = cercas[i]!;
      if (cerca instanceof Error) resultados[i] = cerca;
      else {
        pedidos.push({ ...p, cerca });
        posicao.push(i);
      }
    }
    if (pedidos.length > 0) {
      const gravados = await gravarConferidos(db, empresaId, pedidos);
      for (const [k, r] of gravados.entries()) resultados[posicao[k]!] = r;
    }
    return resultados;
  };

const gravarConferidos = (
  db: Db,
  empresaId: number,
  pedidos: PedidoConferido[],
): Promise<(MarcacaoRow | Error)[]> => {
  const ids = [...new Set(pedidos.map((p) => p.usuarioId))];
  return db.transaction(async (tx) => {
    const repo = marcacaoRepository({ db: tx, empresaId });
    const marcadores = new Map((await repo.travarMarcadores(ids)).map((m) => [m.id, m]));
    const erros = new Array<Error | undefined>(pedidos.length);
    const dados = pedidos.map((p, i) => {
      const m = marcadores.get(p.usuarioId);
      if (!m?.ativo) erros[i] = usuarioInativo();
      // A origem é declarada pelo cliente: o interruptor vale para toda marcação deste serviço.
      // O quiosque autenticado (só o módulo dele põe `quiosqueId`; o corpo do MarcarPonto3 não
      // tem o campo) é um coletor da filial, não marcação pela web.
      else if (!m.marcacaoWeb && !('quiosqueId' in p.entrada)) erros[i] = marcacaoWebDesabilitada();
      else if (m.ultimoNsr === null) erros[i] = semRep();
      return m && !erros[i] ? { d: dadosDa(p, m), m } : null;
    });
    const filiais = [...new Set(dados.flatMap((x) => (x ? [x.m.filialId] : [])))].sort(
      (a, b) => a - b,
    );
    const vistos = new Set<string>();
    const linhas: Linha[] = [];
    const chaveDoPedido = new Array<string>(pedidos.length);
    const reps: { filialId: number; nsrAnterior: number; nsr: number; hash: string }[] = [];
    for (const filialId of filiais) {
      const indices = dados.flatMap((x, i) => (x?.m.filialId === filialId ? [i] : []));
      const { ultimoNsr, ultimoHash } = dados[indices[0]!]!.m;
      const encadeadas = encadearFilial(
        ultimoNsr!,
        ultimoHash,
        indices.map((i) => dados[i]!.d),
      );
      encadeadas.linhas.forEach((l, k) => {
        const minuto = `${l.usuarioId}|${l.data}|${l.minuto}`;
        linhas.push({ ...l, duplicadaNoLote: vistos.has(minuto) });
        vistos.add(minuto);
        chaveDoPedido[indices[k]!] = `${filialId}:${l.nsr}`;
      });
      reps.push({
        filialId,
        nsrAnterior: ultimoNsr!,
        nsr: encadeadas.ultimoNsr,
        hash: encadeadas.ultimoHash,
      });
    }
    const gravadas = linhas.length ? await repo.insertLote(linhas, reps) : [];
    // Defesa: o REP tinha de estar no NSR lido com a trava; senão nada foi gravado e a
    // transação volta atrás inteira (nenhum NSR pulado, nenhum hash fora da cadeia).
    if (gravadas.length !== linhas.length)
      throw new Error('REP-P mudou durante a gravação do lote de marcações');
    // Devolve na ordem dos pedidos: cada um recebe a sua marcação (ou o seu erro).
    const porChave = new Map(gravadas.map((g) => [`${g.filialId}:${g.nsr}`, g]));
    const linhaPorChave = new Map(linhas.map((l) => [`${l.filialId}:${l.nsr}`, l]));
    return pedidos.map((_, i) => {
      const erro = erros[i];
      if (erro) return erro;
      const k = chaveDoPedido[i]!;
      const { duplicadaNoLote: _dup, ...l } = linhaPorChave.get(k)!;
      const g = porChave.get(k)!;
      return { ...l, empresaId, id: g.id, duplicada: g.duplicada } satisfies MarcacaoRow;
    });
  });
};

/** Instante da marcação: o do servidor; na off-line, o do dispositivo (nunca no futuro). */
const instanteDaMarcacao = (entrada: MarcarPontoEntrada, recebidoEm: Date): Date => {
  if (!entrada.offline || !entrada.dataHoraDispositivo) return recebidoEm;
  const dispositivo = new Date(entrada.dataHoraDispositivo);
  return dispositivo < recebidoEm ? dispositivo : recebidoEm;
};
