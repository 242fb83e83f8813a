import type { OperacaoEmpregadoAfd } from '@jornada/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Escopo } from '../../../shared/escopo.ts';
import { cadastroRepRepository } from '../cadastro-rep.repository.ts';
import { registrarEventoRep } from './registrar-evento-rep.ts';

/** Quem muda o cadastro: o CPF dele vai no registro (responsável pela inclusão/alteração). */
export type Responsavel = { usuarioId: number; empresaId: number };

const cpfDoResponsavel = async (tx: Tx, r: Responsavel) => {
  const cpf = await cadastroRepRepository({ db: tx, empresaId: r.empresaId }).findCpf(r.usuarioId);
  if (!cpf) throw new AppError('RESPONSAVEL_SEM_CPF', 'Responsável sem CPF cadastrado.', 409);
  return cpf;
};

/**
 * AFD tipo 2 (inclusão/alteração do empregador no REP) em cada REP-P afetado — todos os da
 * empresa, ou só o da filial. Roda na transação de quem muda o cadastro: NSR da mesma sequência
 * das marcações, alocado com a trava da linha do REP (Portaria 671 Anexo V; FAQ MTE q. 41).
 * Devolve os NSR gravados.
 */
export const registrarEmpregadorNoRep = async (
  tx: Tx,
  p: { responsavel: Responsavel; agora: Date; filialId?: number; localPrestacao?: string },
): Promise<number[]> => {
  const { empresaId } = p.responsavel;
  const cpfResponsavel = await cpfDoResponsavel(tx, p.responsavel);
  const filiais = (await cadastroRepRepository({ db: tx, empresaId }).listFiliaisComRep()).filter(
    (f) => p.filialId === undefined || f === p.filialId,
  );
  const nsrs: number[] = [];
  for (const filialId of filiais)
    nsrs.push(
      await registrarEventoRep({
        tx,
        empresaId,
        filialId,
        agora: p.agora,
        autorId: p.responsavel.usuarioId,
        evento: { tipo: '2', cpfResponsavel, localPrestacao: p.localPrestacao },
      }),
    );
  return nsrs;
};

/**
 * Filial nova de uma empresa com REP-P: o estabelecimento ganha o seu REP (o mesmo programa, mesmo
 * registro INPI, NSR começando do 1) e o empregador é registrado nele (AFD tipo 2), na transação
 * de quem inclui a filial. Empresa sem REP-P: nada a criar. Devolve os NSR gravados.
 */
export const criarRepDaFilial = async (
  tx: Tx,
  p: { responsavel: Responsavel; agora: Date; filialId: number },
): Promise<number[]> => {
  const repo = cadastroRepRepository({ db: tx, empresaId: p.responsavel.empresaId });
  const inpi = await repo.findNumeroInpi();
  if (!inpi) return [];
  await repo.insertRep(p.filialId, inpi);
  return registrarEmpregadorNoRep(tx, p);
};

export type EmpregadoRep = { id: number; cpf: string; nome: string; filialId: number };

/**
 * AFD tipo 5 (inclusão `I`, alteração `A` ou exclusão `E` do empregado no REP) no REP-P da filial
 * do empregado, na transação de quem muda o cadastro. Trocar de filial = exclusão no REP antigo e
 * inclusão no novo (cada REP tem a sua lista de empregados). Filial sem REP-P: nada a gravar.
 */
export const registrarEmpregadoNoRep = async (
  tx: Tx,
  p: {
    responsavel: Responsavel;
    agora: Date;
    operacao: OperacaoEmpregadoAfd;
    empregado: EmpregadoRep;
    filialAnteriorId?: number;
  },
): Promise<number[]> => {
  const { empresaId } = p.responsavel;
  const cpfResponsavel = await cpfDoResponsavel(tx, p.responsavel);
  const comRep = new Set(await cadastroRepRepository({ db: tx, empresaId }).listFiliaisComRep());
  const mudouDeFilial =
    p.operacao === 'A' &&
    p.filialAnteriorId !== undefined &&
    p.filialAnteriorId !== p.empregado.filialId;
  const passos: { filialId: number; operacao: OperacaoEmpregadoAfd }[] = mudouDeFilial
    ? [
        { filialId: p.filialAnteriorId!, operacao: 'E' },
        { filialId: p.empregado.filialId, operacao: 'I' },
      ]
    : [{ filialId: p.empregado.filialId, operacao: p.operacao }];
  const nsrs: number[] = [];
  for (const passo of passos) {
    if (!comRep.has(passo.filialId)) continue;
    nsrs.push(
      await registrarEventoRep({
        tx,
        empresaId,
        filialId: passo.filialId,
        agora: p.agora,
        autorId: p.responsavel.usuarioId,
        evento: {
          tipo: '5',
          operacao: passo.operacao,
          usuarioId: p.empregado.id,
          cpf: p.empregado.cpf,
          nome: p.empregado.nome,
          cpfResponsavel,
        },
      }),
    );
  }
  return nsrs;
};

/** Filiais da empresa com REP-P: o cadastro do empregador mostra quais têm o seu REP. */
export const listFiliaisComRep = (escopo: Escopo) =>
  cadastroRepRepository(escopo).listFiliaisComRep();
