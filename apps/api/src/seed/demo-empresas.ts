import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { perfil, usuarioPerfil } from '../modules/acesso/acesso.table.ts';
import { ROTAS_ADMIN, ROTAS_GESTOR, ROTAS_MINHAS_ROTINAS } from '../modules/acesso/recursos.ts';
import { rep } from '../modules/marcacao/marcacao.table.ts';
import { empresa, filial } from '../modules/organizacao/organizacao.table.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';
import { cpfValido } from './demo-dados.ts';

/** Empresas da demo: 1 a operadora, 2 a "Demo Comércio Ltda", 1032 a das férias importadas. */
export const EMPRESA_OPERADORA = 1;
export const EMPRESA_DEMO = 2;
export const EMPRESA_FERIAS = 1032;
const INPI_DEMO = '51202300123456789';

const ROTAS_ESPECIAIS = new Set(['/dashboard/admin/billing', '/dashboard/admin/admin-master']);
const ROTAS_RH = ROTAS_ADMIN.filter((r) => !ROTAS_ESPECIAIS.has(r));

export const createEmpresaBase = async (
  tx: Tx,
  e: {
    id: number;
    nome: string;
    cnpj: string;
    usarMenuGestor: boolean;
    importarPeriodosAquisitivos?: boolean;
  },
  filialNome: string,
) => {
  await tx.insert(empresa).values({
    id: e.id,
    nome: e.nome,
    cnpj: e.cnpj,
    configuracao: {
      usarMenuGestor: e.usarMenuGestor,
      importarPeriodosAquisitivos: e.importarPeriodosAquisitivos,
    },
  });
  const [f] = await tx
    .insert(filial)
    .values({
      empresaId: e.id,
      nome: filialNome,
      cnpj: e.cnpj,
      cidade: 'São Paulo',
      uf: 'SP',
      municipioIbge: 3550308,
    })
    .returning();
  await tx.insert(rep).values({ empresaId: e.id, filialId: f!.id, numeroInpi: INPI_DEMO });
  const perfis = await tx
    .insert(perfil)
    .values([
      { empresaId: e.id, nome: 'Colaborador', rotas: ROTAS_MINHAS_ROTINAS },
      { empresaId: e.id, nome: 'Gestor', rotas: [...ROTAS_MINHAS_ROTINAS, ...ROTAS_GESTOR] },
      { empresaId: e.id, nome: 'RH', rotas: [...ROTAS_MINHAS_ROTINAS, ...ROTAS_RH] },
      { empresaId: e.id, nome: 'Operador', rotas: [...ROTAS_MINHAS_ROTINAS, ...ROTAS_ADMIN] },
    ])
    .returning();
  const porNome = Object.fromEntries(perfis.map((p) => [p.nome, p.id])) as Record<string, number>;
  return { filialId: f!.id, perfis: porNome };
};

export const createOperadora = async (tx: Tx, senhaHash: string) => {
  const { filialId, perfis } = await createEmpresaBase(
    tx,
    {
      id: EMPRESA_OPERADORA,
      nome: 'Jornada Tecnologia Ltda',
      cnpj: '44555666000199',
      usarMenuGestor: false,
    },
    'Matriz',
  );
  const [u] = await tx
    .insert(usuario)
    .values({
      empresaId: EMPRESA_OPERADORA,
      nome: 'Suporte Jornada',
      email: 'suporte@jornada.dev',
      cpf: cpfValido('111444777'),
      filialId,
      cadastroConfirmado: true,
      habilitarMarcacaoPelaWeb: false,
      senhaHash,
    })
    .returning();
  await tx
    .insert(usuarioPerfil)
    .values({ empresaId: EMPRESA_OPERADORA, usuarioId: u!.id, perfilId: perfis.Operador! });
};

export const createEmpresaFerias = async (tx: Tx, senhaHash: string) => {
  const { filialId, perfis } = await createEmpresaBase(
    tx,
    {
      id: EMPRESA_FERIAS,
      nome: 'Demo Indústria S.A.',
      cnpj: '22333444000155',
      usarMenuGestor: false,
      importarPeriodosAquisitivos: true,
    },
    'Fábrica',
  );
  const [u] = await tx
    .insert(usuario)
    .values({
      empresaId: EMPRESA_FERIAS,
      nome: 'RH Indústria',
      email: 'rh@industria.jornada.dev',
      cpf: cpfValido('222555888'),
      filialId,
      cadastroConfirmado: true,
      habilitarMarcacaoPelaWeb: false,
      senhaHash,
    })
    .returning();
  await tx
    .insert(usuarioPerfil)
    .values({ empresaId: EMPRESA_FERIAS, usuarioId: u!.id, perfilId: perfis.RH! });
};

/**
 * Dois colaboradores da 1032 com matrícula e admissão: os períodos aquisitivos que o RH importa.
 * Criados depois da demo, para não mudar os ids (e as marcações sorteadas por id) da empresa 2.
 */
export const createOperariosFerias = async (tx: Tx, senhaHash: string) => {
  const [f] = await tx
    .select({ id: filial.id })
    .from(filial)
    .where(eq(filial.empresaId, EMPRESA_FERIAS))
    .limit(1);
  const [colaborador] = await tx
    .select({ id: perfil.id })
    .from(perfil)
    .where(and(eq(perfil.empresaId, EMPRESA_FERIAS), eq(perfil.nome, 'Colaborador')));
  const filialId = f!.id;
  const operarios = await tx
    .insert(usuario)
    .values(
      [
        ['Otávio Prensista', 'otavio', '444777111', '1001', '2021-08-02'],
        ['Renata Soldadora', 'renata', '555888222', '1002', '2023-05-15'],
      ].map(([nome, email, cpf, matricula, admissao]) => ({
        empresaId: EMPRESA_FERIAS,
        nome: nome!,
        email: `${email}@industria.jornada.dev`,
        cpf: cpfValido(cpf!),
        matricula: matricula!,
        admissao: admissao!,
        filialId,
        cadastroConfirmado: true,
        habilitarMarcacaoPelaWeb: false,
        senhaHash,
      })),
    )
    .returning();
  await tx.insert(usuarioPerfil).values(
    operarios.map((o) => ({
      empresaId: EMPRESA_FERIAS,
      usuarioId: o.id,
      perfilId: colaborador!.id,
    })),
  );
};
