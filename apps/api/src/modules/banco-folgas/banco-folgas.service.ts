import type { CreditoFolgaBody, FolgaBancoBody } from '@jornada/contracts';
import { cabeDebito, consumirFolgas, formatarDataBr, podeEstornar } from '@jornada/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado, semPermissao } from '../../shared/errors.ts';
import type { Escopo } from '../../shared/escopo.ts';
import type { ApuracaoService } from '../apuracao/index.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import {
  alcanceDe,
  exigirGestao,
  exigirLeitura,
  filtroAlcance,
  pessoaRepository,
} from '../escala-nucleo/index.ts';
import { hojeEm, isRhFolgas, paraWire, razaoDe, saldoDe } from './banco-folgas.comum.ts';
import { bancoFolgasRepository, type NovoLancamento } from './banco-folgas.repository.ts';
import { creditarFeriadosTrabalhados } from './use-cases/feriados.ts';

/** Férias aprovadas da pessoa no dia (ligadas no `buildApp`): folga não cai em férias. */
export type ListarFeriasDoDia = (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<readonly { usuarioId: number; motivo: string }[]>;

export type BancoFolgasDeps = {
  db: Db;
  clock: () => Date;
  apuracao: ApuracaoService;
  listAusencias?: ListarFeriasDoDia;
};

/**
 * Banco de folgas: razão de dias inteiros por pessoa (créditos com validade, folgas, estornos),
 * consumo do crédito mais antigo (domínio `banco-folgas`). Toda escrita trava a pessoa, grava o
 * lançamento e a auditoria na mesma transação; nada é apagado (estorno desfaz).
 */
export const createBancoFolgasService = (deps: BancoFolgasDeps) => {
  const { db, clock } = deps;
  const escopo = (d: Db | Tx, auth: AuthContext) => ({ db: d, empresaId: auth.empresaId });
  const repo = (d: Db | Tx, auth: AuthContext) => bancoFolgasRepository(escopo(d, auth));

  const exigirRh = (auth: AuthContext) => {
    if (!isRhFolgas(auth)) throw semPermissao();
  };

  /** Saldo e extrato: a própria pessoa, o gestor da equipe ou o RH. */
  const extrato = async (auth: AuthContext, usuarioId: number) => {
    const alvo = await exigirLeitura(
      escopo(db, auth),
      await alcanceDe(escopo(db, auth), auth),
      usuarioId,
    );
    const linhas = await repo(db, auth).listByUsuarios([alvo.id]);
    return {
      ...saldoDe(alvo, linhas, hojeEm(clock)),
      lancamentos: linhas.map(paraWire).reverse(),
    };
  };

  /** Saldos de quem a pessoa alcança: ela mesma, a equipe (gestor) ou todos (RH). */
  const saldos = async (auth: AuthContext) => {
    const e = escopo(db, auth);
    const hoje = hojeEm(clock);
    const alcance = await alcanceDe(e, auth);
    const { itens } = await pessoaRepository(e).list({
      alcance: isRhFolgas(auth) ? undefined : filtroAlcance(alcance),
      inicio: hoje,
      fim: hoje,
      offset: 0,
      limit: 5000,
    });
    const linhas = await repo(db, auth).listByUsuarios(itens.map((p) => p.id));
    return itens.map((p) =>
      saldoDe(
        p,
        linhas.filter((l) => l.usuarioId === p.id),
        hoje,
      ),
    );
  };

  /** Grava um lançamento com a auditoria, com a pessoa travada. */
  const gravar = async (tx: Tx, auth: AuthContext, n: NovoLancamento, acao: string) => {
    const novo = await repo(tx, auth).insert(n);
    await registrarAuditoria(tx, {
      empresaId: auth.empresaId,
      ator: atorDe(auth),
      entidade: 'banco_folga_lancamento',
      entidadeId: novo.id,
      acao,
      antes: null,
      depois: novo,
      em: n.criadoEm,
    });
    return novo;
  };

  const travar = async (tx: Tx, auth: AuthContext, usuarioId: number) => {
    if (!(await repo(tx, auth).lockUsuario(usuarioId))) throw naoEncontrado('Colaborador');
    return repo(tx, auth).listByUsuarios([usuarioId]);
  };

  /** Crédito manual (ou por convenção) do RH, com motivo e validade. */
  const creditar = async (auth: AuthContext, b: CreditoFolgaBody) => {
    exigirRh(auth);
    const id = await db.transaction(async (tx) => {
      await travar(tx, auth, b.usuarioId);
      const novo = await gravar(
        tx,
        auth,
        {
          usuarioId: b.usuarioId,
          tipo: 'credito',
          origem: b.origem ?? 'manual',
          data: b.data,
          validade: b.validade,
          dias: b.dias,
          motivo: b.motivo,
          autorId: auth.usuarioId,
          criadoEm: clock(),
        },
        'creditar',
      );
      return novo.id;
    });
    return lancamento(auth, id);
  };

  /**
   * Ação de escala "Folga do banco de folgas": o gestor da equipe (ou o RH) dá a folga num dia e
   * debita um dia do banco; sem saldo válido nesse dia, recusa.
   */
  const folga = async (auth: AuthContext, b: FolgaBancoBody) => {
    const e = escopo(db, auth);
    await exigirGestao(e, await alcanceDe(e, auth), b.usuarioId);
    const ausencias = (await deps.listAusencias?.(e, [b.usuarioId], b.data, b.data)) ?? [];
    if (ausencias.some((a) => a.usuarioId === b.usuarioId && a.motivo === 'FERIAS'))
      throw new AppError(
        'DIA_EM_FERIAS',
        `O colaborador está de férias em ${formatarDataBr(b.data)}: a folga não cabe nesse dia.`,
        409,
        'data',
      );
    const id = await db.transaction(async (tx) => {
      const linhas = await travar(tx, auth, b.usuarioId);
      if (linhas.some((l) => l.tipo === 'debito' && !l.estornado && l.data === b.data))
        throw new AppError(
          'FOLGA_DUPLICADA',
          `Já há folga do banco de folgas em ${formatarDataBr(b.data)} para este colaborador.`,
          409,
          'data',
        );
      if (!cabeDebito(razaoDe(linhas), b.data))
        throw new AppError(
          'SALDO_INSUFICIENTE',
          `Saldo do banco de folgas insuficiente: não há dia de folga válido em ${formatarDataBr(b.data)}.`,
          409,
          'data',
        );
      const novo = await gravar(
        tx,
        auth,
        {
          usuarioId: b.usuarioId,
          tipo: 'debito',
          origem: 'folga',
          data: b.data,
          validade: null,
          dias: -1,
          motivo: 'Folga do banco de folgas',
          autorId: auth.usuarioId,
          criadoEm: clock(),
        },
        'folga',
      );
      return novo.id;
    });
    return lancamento(auth, id);
  };

  /**
   * Desfaz um lançamento com outro, ao contrário (nada é apagado). Folga: o gestor da equipe ou
   * o RH; crédito: só o RH, e só se desfazê-lo não deixar folga sem crédito.
   */
  const estornar = async (auth: AuthContext, id: number, motivo: string) => {
    const alvo = await repo(db, auth).findById(id);
    if (!alvo) throw naoEncontrado('Lançamento');
    if (alvo.tipo === 'debito') {
      const e = escopo(db, auth);
      await exigirGestao(e, await alcanceDe(e, auth), alvo.usuarioId);
    } else exigirRh(auth);
    const novoId = await db.transaction(async (tx) => {
      const linhas = razaoDe(await travar(tx, auth, alvo.usuarioId));
      if (!podeEstornar(linhas, id))
        throw new AppError(
          'JA_ESTORNADO',
          'Este lançamento já foi estornado (ou é um estorno).',
          409,
        );
      const data = hojeEm(clock);
      const depois = consumirFolgas([...linhas, { id: 0, tipo: 'estorno', data, estornoDe: id }]);
      if (depois.descobertos.length > 0)
        throw new AppError(
          'CREDITO_EM_USO',
          'Este crédito já cobre folgas marcadas: estorne essas folgas antes.',
          409,
        );
      const novo = await gravar(
        tx,
        auth,
        {
          usuarioId: alvo.usuarioId,
          tipo: 'estorno',
          origem: 'estorno',
          data,
          validade: null,
          dias: 0,
          motivo,
          estornoDe: id,
          autorId: auth.usuarioId,
          criadoEm: clock(),
        },
        'estornar',
      );
      return novo.id;
    });
    return lancamento(auth, novoId);
  };

  const lancamento = async (auth: AuthContext, id: number) => {
    const r = await repo(db, auth).findById(id);
    const [linha] = (await repo(db, auth).listByUsuarios([r!.usuarioId])).filter(
      (l) => l.id === id,
    );
    return paraWire(linha!);
  };

  const creditarFeriados = (
    auth: AuthContext,
    b: Parameters<typeof creditarFeriadosTrabalhados>[2],
  ) => {
    exigirRh(auth);
    return creditarFeriadosTrabalhados({ ...deps, gravar, paraWire }, auth, b);
  };

  return { extrato, saldos, creditar, folga, estornar, creditarFeriados };
};
export type BancoFolgasService = ReturnType<typeof createBancoFolgasService>;
