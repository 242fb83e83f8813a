import {
  type EventoSensivelAfd,
  formatarDataHoraAfd,
  identificacaoEmpregadorAfd,
  montarAjusteRelogioAfd,
  montarEventoSensivelAfd,
  montarRegistroEmpregadoAfd,
  montarRegistroEmpregadorAfd,
  type OperacaoEmpregadoAfd,
} from '@jornada/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import { marcacaoRepository } from '../marcacao.repository.ts';

/** O que vai no registro; NSR e data-hora de gravação são do REP na hora de gravar. */
export type EventoRep =
  | { tipo: '2'; cpfResponsavel: string; localPrestacao?: string }
  | { tipo: '4'; antes: string; depois: string; cpfResponsavel: string }
  | {
      tipo: '5';
      operacao: OperacaoEmpregadoAfd;
      usuarioId: number;
      cpf: string;
      nome: string;
      cpfResponsavel: string;
    }
  | { tipo: '6'; evento: EventoSensivelAfd };

export type RegistrarEventoRep = {
  tx: Tx;
  empresaId: number;
  filialId: number;
  evento: EventoRep;
  autorId?: number | null;
  agora: Date;
};

/**
 * Grava um registro tipo 2, 4, 5 ou 6 no ARP consumindo o próximo NSR do REP da filial — a mesma
 * sequência das marcações (Portaria 671 Anexo IX; FAQ MTE q. 41). Roda dentro da transação de
 * quem muda o dado (cadastro do empregado, da empresa), que trava a linha do REP até o commit.
 */
export const registrarEventoRep = async (p: RegistrarEventoRep): Promise<number> => {
  const repo = marcacaoRepository({ db: p.tx, empresaId: p.empresaId });
  const reserva = await repo.reservarNsr(p.filialId);
  if (!reserva)
    throw new AppError('REP_NAO_CONFIGURADO', 'A filial não tem REP-P configurado.', 409);
  const local = instanteLocal(p.agora, await repo.fusoDaEmpresa());
  const gravadoEm = formatarDataHoraAfd({
    data: local.data,
    hora: local.hora,
    offsetMinutos: local.offsetMinutos,
  });
  const registro = await montar(p, reserva.nsr, gravadoEm);
  await repo.insertEvento({
    filialId: p.filialId,
    nsr: reserva.nsr,
    tipo: p.evento.tipo,
    gravadoEm: p.agora,
    registro,
    autorId: p.autorId ?? null,
    usuarioId: p.evento.tipo === '5' ? p.evento.usuarioId : null,
  });
  return reserva.nsr;
};

const montar = async (p: RegistrarEventoRep, nsr: number, gravadoEm: string): Promise<string> => {
  const e = p.evento;
  switch (e.tipo) {
    case '2': {
      const empregador = await marcacaoRepository({
        db: p.tx,
        empresaId: p.empresaId,
      }).findEmpregador(p.filialId);
      if (!empregador) throw new AppError('FILIAL_NAO_ENCONTRADA', 'Filial não encontrada.', 404);
      // Inscrição, CNO (ou CAEPF), razão social e o endereço da filial como local de prestação
      // (docs/decisoes/cadastros.md).
      const identificacao = identificacaoEmpregadorAfd(empregador);
      return montarRegistroEmpregadorAfd({
        nsr,
        gravadoEm,
        cpfResponsavel: e.cpfResponsavel,
        ...identificacao,
        localPrestacao: e.localPrestacao ?? identificacao.localPrestacao,
      });
    }
    case '4':
      return montarAjusteRelogioAfd({
        nsr,
        antes: e.antes,
        depois: e.depois,
        cpfResponsavel: e.cpfResponsavel,
      });
    case '5':
      return montarRegistroEmpregadoAfd({
        nsr,
        gravadoEm,
        operacao: e.operacao,
        cpf: e.cpf,
        nome: e.nome,
        demaisDados: '',
        cpfResponsavel: e.cpfResponsavel,
      });
    case '6':
      return montarEventoSensivelAfd({ nsr, gravadoEm, evento: e.evento });
  }
};
