import type { OrigemMarcacao } from '@jornada/contracts';
import { formatarDataHoraAfd, montarRestoMarcacaoRepP } from '@jornada/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import { COLETOR, type MarcacaoRow } from '../marcacao.mapeamento.ts';
import { type LinhaDoLote, type Marcador, marcacaoRepository } from '../marcacao.repository.ts';
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
const dadosDa = (p: PedidoConferido, m: Marcador) => {
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

/** Uma marcação do lote como o domínio a monta, com a posição e o registro tipo 7 sem o NSR. */
type Linha = ReturnType<typeof dadosDa>['linha'] & LinhaDoLote;

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
 * Grava um lote da empresa: a cerca virtual de todos numa consulta, antes de tudo (uma recusa não
 * pede NSR nem trava o REP); quem marca (CPF, filial, situação, fuso) numa leitura sem trava; e as
 * marcações num comando só, em que o banco trava o REP de cada filial do lote, numera e encadeia
 * (`marcacaoRepository.gravarLote`). O registro tipo 7 sem o NSR é montado aqui pelo domínio. A
 * trava dura só a execução desse comando (o commit não espera o disco; a resposta espera a
 * barreira de durabilidade). Antes, era uma transação de quatro idas ao banco, e o REP ficava
 * travado enquanto o processo esperava a vez de mandar o comando seguinte e o disco.
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

const gravarConferidos = async (
  db: Db,
  empresaId: number,
  pedidos: PedidoConferido[],
): Promise<(MarcacaoRow | Error)[]> => {
  const repo = marcacaoRepository({ db, empresaId });
  const ids = [...new Set(pedidos.map((p) => p.usuarioId))];
  const marcadores = new Map((await repo.listMarcadores(ids)).map((m) => [m.id, m]));
  const vistos = new Set<string>();
  const linhas: Linha[] = [];
  const linhaDoPedido = new Array<Linha | Error>(pedidos.length);
  for (const [i, p] of pedidos.entries()) {
    const m = marcadores.get(p.usuarioId);
    if (!m?.ativo) linhaDoPedido[i] = usuarioInativo();
    // A origem é declarada pelo cliente: o interruptor vale para toda marcação deste serviço.
    // O quiosque autenticado (só o módulo dele põe `quiosqueId`; o corpo do MarcarPonto3 não
    // tem o campo) é um coletor da filial, não marcação pela web.
    else if (!m.marcacaoWeb && !('quiosqueId' in p.entrada))
      linhaDoPedido[i] = marcacaoWebDesabilitada();
    else if (!m.temRep) linhaDoPedido[i] = semRep();
    else {
      const d = dadosDa(p, m);
      const minuto = `${d.linha.usuarioId}|${d.linha.data}|${d.linha.minuto}`;
      const resto = montarRestoMarcacaoRepP({
        marcadoEm: d.marcadoAfd,
        cpf: d.linha.cpf,
        gravadoEm: d.gravadoAfd,
        coletor: d.coletor,
        offline: d.linha.offline,
      });
      const linha = { ...d.linha, k: linhas.length, resto, duplicadaNoLote: vistos.has(minuto) };
      vistos.add(minuto);
      linhas.push(linha);
      linhaDoPedido[i] = linha;
    }
  }
  const gravadas = linhas.length ? await repo.gravarLote(linhas) : [];
  // Defesa: o comando grava o lote inteiro ou nada (erro); sem isso, ninguém recebe NSR.
  if (gravadas.length !== linhas.length)
    throw new Error('o lote de marcações não foi gravado inteiro no REP-P');
  // As linhas de cada filial saem na ordem de `k` (NSR crescente, na ordem de chegada).
  const porFilial = new Map<number, typeof gravadas>();
  for (const g of gravadas) {
    const lista = porFilial.get(g.filialId);
    if (lista) lista.push(g);
    else porFilial.set(g.filialId, [g]);
  }
  const gravadaDa = new Map<number, (typeof gravadas)[number]>();
  for (const [filialId, lista] of porFilial) {
    lista.sort((a, b) => a.nsr - b.nsr);
    const daFilial = linhas.filter((l) => l.filialId === filialId);
    for (const [n, l] of daFilial.entries()) gravadaDa.set(l.k, lista[n]!);
  }
  // Devolve na ordem dos pedidos: cada um recebe a sua marcação (ou o seu erro).
  return linhaDoPedido.map((l) => {
    if (l instanceof Error) return l;
    const { k, resto: _resto, duplicadaNoLote: _dup, ...linha } = l;
    const g = gravadaDa.get(k)!;
    return {
      ...linha,
      empresaId,
      id: g.id,
      nsr: g.nsr,
      hash: g.hash,
      registro: g.registro,
      duplicada: g.duplicada,
    } satisfies MarcacaoRow;
  });
};

/** Instante da marcação: o do servidor; na off-line, o do dispositivo (nunca no futuro). */
const instanteDaMarcacao = (entrada: MarcarPontoEntrada, recebidoEm: Date): Date => {
  if (!entrada.offline || !entrada.dataHoraDispositivo) return recebidoEm;
  const dispositivo = new Date(entrada.dataHoraDispositivo);
  return dispositivo < recebidoEm ? dispositivo : recebidoEm;
};
