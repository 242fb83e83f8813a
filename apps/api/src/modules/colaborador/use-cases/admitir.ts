import type {
  AlocacaoRegra,
  AlocacaoWire,
  ColaboradorAdmitido,
  ColaboradorCriarDados,
} from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, semPermissao } from '../../../shared/errors.ts';
import { duplicadoNoBanco } from '../colaborador.regras.ts';
import type { ColaboradorService } from '../colaborador.service.ts';

/**
 * Serviços dos outros módulos que a admissão usa, construídos sobre a transação dela (buildApp
 * passa as fábricas, vindas do index.ts de cada módulo): cada um valida, grava e audita como na
 * própria tela; a transação deles vira um savepoint desta, e uma recusa desfaz tudo.
 */
export type ServicosDaAdmissao = {
  escala: (db: Db) => {
    criar: (
      auth: AuthContext,
      b: {
        usuarioId: number;
        escalaId: number;
        inicio: string;
        fim: null;
        inicioCiclo: null;
      },
    ) => Promise<AlocacaoWire>;
  };
  regraPonto: (db: Db) => {
    criar: (
      auth: AuthContext,
      e: { usuarioIds: number[]; regraId: number; dataInicio: string },
    ) => Promise<AlocacaoRegra[]>;
  };
  perfil: (db: Db) => {
    definirPerfisDoUsuario: (
      auth: AuthContext,
      usuarioId: number,
      ids: number[],
    ) => Promise<{ perfilIds: number[] }>;
    perfisDoUsuario: (auth: AuthContext, usuarioId: number) => Promise<{ perfilIds: number[] }>;
  };
};

type Deps = ServicosDaAdmissao & { db: Db; colaborador: ColaboradorService };

/** Quem admite com escala, regra ou perfil precisa poder fazê-lo nas telas de cada um. */
const PERMISSOES = [
  { parte: 'escala', rota: '/dashboard/admin/escalas', oque: 'alocar escalas' },
  { parte: 'regraPonto', rota: '/dashboard/admin/regras-calculo', oque: 'alocar regras de ponto' },
  { parte: 'perfilId', rota: '/dashboard/admin/perfis', oque: 'atribuir perfis de acesso' },
] as const;

const ROTULOS = { escala: 'Escala', regraPonto: 'Regra de ponto', perfilId: 'Perfil de acesso' };
type Parte = keyof typeof ROTULOS;

/**
 * A recusa de um módulo aponta o campo dele ('regraId', 'perfilIds'); aqui ela passa a apontar o
 * campo do corpo da admissão ('regraPonto.regraId', 'perfilId') e a mensagem, o rótulo em pt-BR.
 */
const noCampo = async <T>(parte: Parte, gravar: () => Promise<T>): Promise<T> => {
  try {
    return await gravar();
  } catch (e) {
    if (!(e instanceof AppError) || e.status === 404) throw e;
    const campo = parte === 'perfilId' || !e.campo ? parte : `${parte}.${e.campo}`;
    const prefixo = e.campo ? `${e.campo}: ` : '';
    const mensagem =
      prefixo && e.message.startsWith(prefixo)
        ? `${ROTULOS[parte]}: ${e.message.slice(prefixo.length)}`
        : e.message;
    throw new AppError(e.codigo, mensagem, e.status, campo);
  }
};

/**
 * Admissão em um passo (POST /colaboradores): o cadastro (AFD tipo 5 'I'), a matrícula, a marcação
 * pela web, a escala, a regra de ponto e o perfil, tudo numa transação, cada parte auditada.
 * Uma escala, regra ou perfil inválidos → 400 no campo e nada gravado.
 */
export const createAdmitirColaborador =
  ({ db, colaborador, escala, regraPonto, perfil }: Deps) =>
  (auth: AuthContext, d: ColaboradorCriarDados): Promise<ColaboradorAdmitido> => {
    for (const p of PERMISSOES)
      if (d[p.parte] != null && !auth.rotas.has(p.rota))
        throw semPermissao(`Você não tem permissão para ${p.oque}.`);
    const { escala: e, regraPonto: r, perfilId, HabilitarMarcacaoPelaWeb, ...cadastro } = d;
    return db
      .transaction(async (tx) => {
        const novo = await colaborador.incluir(tx, auth, {
          ...cadastro,
          habilitarMarcacaoPelaWeb: HabilitarMarcacaoPelaWeb,
        });
        const alocacaoEscala = e
          ? await noCampo('escala', () =>
              escala(tx).criar(auth, {
                usuarioId: novo.id,
                escalaId: e.escalaId,
                inicio: e.inicio ?? d.admissao,
                fim: null,
                inicioCiclo: null,
              }),
            )
          : null;
        const [alocacaoRegra] = r
          ? await noCampo('regraPonto', () =>
              regraPonto(tx).criar(auth, {
                usuarioIds: [novo.id],
                regraId: r.regraId,
                dataInicio: r.dataInicio ?? d.admissao,
              }),
            )
          : [];
        const perfis = perfilId
          ? await noCampo('perfilId', () =>
              perfil(tx).definirPerfisDoUsuario(auth, novo.id, [perfilId]),
            )
          : await perfil(tx).perfisDoUsuario(auth, novo.id);
        return {
          ...novo,
          escala: alocacaoEscala,
          regraPonto: alocacaoRegra ?? null,
          perfilIds: perfis.perfilIds,
        };
      })
      .then((c) => colaborador.avisarAlteracao(auth, 'criado', c))
      .catch(duplicadoNoBanco);
  };
export type AdmitirColaborador = ReturnType<typeof createAdmitirColaborador>;
