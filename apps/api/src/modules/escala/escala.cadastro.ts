import type { EscalaBody, EscalaWire, PadraoEscala } from '@jornada/contracts';
import type { Escala } from '@jornada/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import {
  auditarEscala,
  type Catalogo,
  type EscalaRow,
  escalaRepository,
  exigirEscalaValida,
  hojeDaEmpresa,
  loadCatalogo,
  padraoParaDominio,
  turnosDoPadrao,
  validarComCondicao,
} from '../escala-nucleo/index.ts';

type Deps = { db: Db; clock: () => Date };

export const escalaParaFio = (e: EscalaRow): EscalaWire =>
  ({
    id: e.id,
    codigo: e.codigo,
    nome: e.nome,
    gestaoId: e.gestaoId,
    condicaoTrabalhoId: e.condicaoTrabalhoId,
    minutosSemanaisContrato: e.minutosSemanaisContrato,
    excecaoAcordoColetivo: e.excecaoAcordoColetivo,
    ativo: e.ativo,
    ...e.padrao,
  }) as EscalaWire;

/** Corpo → colunas próprias e o padrão (o resto do corpo). */
const separar = (b: EscalaBody) => {
  const {
    codigo,
    nome,
    gestaoId,
    condicaoTrabalhoId,
    minutosSemanaisContrato,
    excecaoAcordoColetivo,
    ...padrao
  } = b;
  return {
    colunas: {
      codigo,
      nome,
      gestaoId,
      condicaoTrabalhoId,
      minutosSemanaisContrato,
      excecaoAcordoColetivo,
    },
    padrao: padrao as PadraoEscala,
  };
};

const referenciaInvalida = (mensagem: string, campo: string) =>
  new AppError('REFERENCIA_INVALIDA', mensagem, 400, campo);

/** Confere gestão, condição e turnos (da empresa) e monta a escala do domínio. */
export const montarEscala = (catalogo: Catalogo, b: EscalaBody, id = 0): Escala => {
  const { colunas, padrao } = separar(b);
  if (colunas.gestaoId && !catalogo.gestoes.has(colunas.gestaoId)) {
    throw referenciaInvalida('Gestão não encontrada.', 'gestaoId');
  }
  const condicao = colunas.condicaoTrabalhoId
    ? catalogo.condicoes.get(colunas.condicaoTrabalhoId)
    : undefined;
  if (colunas.condicaoTrabalhoId && !condicao) {
    throw referenciaInvalida('Condição de trabalho não encontrada.', 'condicaoTrabalhoId');
  }
  const ausente = turnosDoPadrao(padrao).find((t) => !catalogo.turnos.has(t));
  if (ausente !== undefined)
    throw referenciaInvalida(`Turno ${ausente} não encontrado.`, 'turnoId');
  const contrato = colunas.minutosSemanaisContrato ?? condicao?.minutosSemanaisContrato;
  return padraoParaDominio(
    {
      id: String(id),
      codigo: colunas.codigo,
      nome: colunas.nome,
      ...(contrato ? { minutosSemanaisContrato: contrato } : {}),
    },
    padrao,
    catalogo.turnos,
  );
};

const condicaoDe = (catalogo: Catalogo, b: EscalaBody) =>
  b.condicaoTrabalhoId ? catalogo.condicoes.get(b.condicaoTrabalhoId) : undefined;

/** Escalas: cadastro (POST/PUT/status), validação CLT e consultas. Gravações auditadas. */
export const createEscalaCadastro = ({ db, clock }: Deps) => {
  const escopoDe = (auth: AuthContext, tx: Db | Tx = db) => ({ db: tx, empresaId: auth.empresaId });

  const gravar = (auth: AuthContext, id: number | null, b: EscalaBody) =>
    db.transaction(async (tx) => {
      const escopo = escopoDe(auth, tx);
      const repo = escalaRepository(escopo);
      const atual = id === null ? null : await repo.findById(id);
      if (id !== null && !atual) throw naoEncontrado('Escala');
      const repetida = await repo.findByCodigo(b.codigo);
      if (repetida && repetida.id !== id) {
        throw new AppError(
          'ESCALA_DUPLICADA',
          `Já existe uma escala com o código ${b.codigo}.`,
          409,
          'codigo',
        );
      }
      const catalogo = await loadCatalogo(escopo);
      const escala = montarEscala(catalogo, b, id ?? 0);
      exigirEscalaValida(escala, condicaoDe(catalogo, b), b.excecaoAcordoColetivo);
      const { colunas, padrao } = separar(b);
      const valores = { ...colunas, tipo: padrao.tipo, padrao };
      const row = id === null ? await repo.insert(valores) : (await repo.update(id, valores))!;
      const depois = escalaParaFio(row);
      await auditarEscala(tx, auth, clock(), {
        entidade: 'escala',
        entidadeId: row.id,
        acao: id === null ? 'criar' : 'alterar',
        antes: atual && escalaParaFio(atual),
        depois,
      });
      return depois;
    });

  return {
    listar: async (
      auth: AuthContext,
      f: { ativo: boolean; search?: string; pageNumber: number; pageSize: number },
    ) => {
      const r = await escalaRepository(escopoDe(auth)).list({
        ativo: f.ativo,
        search: f.search,
        offset: (f.pageNumber - 1) * f.pageSize,
        limit: f.pageSize,
      });
      return {
        items: r.itens.map(escalaParaFio),
        total: r.total,
        pageNumber: f.pageNumber,
        pageSize: f.pageSize,
      };
    },
    obter: async (auth: AuthContext, id: number) => {
      const e = await escalaRepository(escopoDe(auth)).findById(id);
      if (!e) throw naoEncontrado('Escala');
      return escalaParaFio(e);
    },
    criar: (auth: AuthContext, b: EscalaBody) => gravar(auth, null, b),
    atualizar: (auth: AuthContext, b: EscalaBody & { id: number }) => gravar(auth, b.id, b),

    /** Arquivar uma escala em uso (alocação ativa hoje ou adiante) é recusado (409). */
    status: (auth: AuthContext, b: { id: number; ativo: boolean }) =>
      db.transaction(async (tx) => {
        const escopo = escopoDe(auth, tx);
        const repo = escalaRepository(escopo);
        const atual = await repo.findById(b.id);
        if (!atual) throw naoEncontrado('Escala');
        if (!b.ativo) {
          const uso = (await repo.emUso(await hojeDaEmpresa(escopo, clock))).find(
            (e) => e.id === b.id,
          );
          if (uso) {
            throw new AppError(
              'ESCALA_EM_USO',
              `A escala ${atual.codigo} está em uso por ${uso.colaboradores} colaborador(es); encerre as alocações antes de arquivá-la.`,
              409,
            );
          }
        }
        const depois = escalaParaFio((await repo.update(b.id, { ativo: b.ativo }))!);
        await auditarEscala(tx, auth, clock(), {
          entidade: 'escala',
          entidadeId: b.id,
          acao: b.ativo ? 'reativar' : 'arquivar',
          antes: escalaParaFio(atual),
          depois,
        });
        return depois;
      }),

    /** POST /escala/valida: o modal 'ESCALAS COM PROBLEMAS' sem gravar nada. */
    validar: async (auth: AuthContext, b: EscalaBody) => {
      const catalogo = await loadCatalogo(escopoDe(auth));
      return validarComCondicao(montarEscala(catalogo, b), condicaoDe(catalogo, b));
    },

    /** GET /escala/combo: escalas ativas (da gestão, com GestaoId). */
    combo: async (auth: AuthContext, gestaoId?: number) => {
      const todas = await escalaRepository(escopoDe(auth)).listAll();
      return todas
        .filter((e) => e.ativo && (gestaoId === undefined || e.gestaoId === gestaoId))
        .map((e) => ({ id: e.id, nome: e.nome }));
    },

    emUso: async (auth: AuthContext) => {
      const escopo = escopoDe(auth);
      return escalaRepository(escopo).emUso(await hojeDaEmpresa(escopo, clock));
    },
  };
};
export type EscalaCadastro = ReturnType<typeof createEscalaCadastro>;
