import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { perfil, usuarioPerfil } from '../modules/acesso/acesso.table.ts';
import { cargo, departamento, empresa, filial } from '../modules/organizacao/organizacao.table.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';
import { instanteLocal } from '../shared/fuso.ts';
import { semearBancoHorasDemo } from './demo-banco-horas.ts';
import { semearCercaVirtualDemo } from './demo-cerca-virtual.ts';
import {
  CARGOS,
  CARGOS_DIURNOS,
  type ChaveJornada,
  cpfValido,
  DEPARTAMENTOS,
  JORNADAS,
  nomeDemo,
  PRIMEIRO_ACESSO_DEMO,
  SENHA_DEMO,
} from './demo-dados.ts';
import {
  createEmpresaBase,
  createEmpresaFerias,
  createOperadora,
  createOperariosFerias,
  EMPRESA_DEMO,
  EMPRESA_FERIAS,
  EMPRESA_OPERADORA,
} from './demo-empresas.ts';
import { semearEscalasDemo } from './demo-escalas.ts';
import { semearFaturamentoDemo } from './demo-faturamento.ts';
import { semearGruposDemo } from './demo-grupos.ts';
import { semearIntermitenteDemo } from './demo-intermitente.ts';
import { semearLancamentosDemo } from './demo-lancamentos.ts';
import { gerarMarcacoesDemo } from './demo-marcacoes.ts';
import { complementarPontoDemo, gravarMarcacoes, registrarCadastrosNoRep } from './demo-ponto.ts';
import { semearProcessosDemo } from './demo-processos.ts';
import { semearRegrasDemo } from './demo-regras.ts';
import { semearSobreavisoDemo } from './demo-sobreaviso.ts';
import { semearVerbasDemo } from './demo-verbas.ts';

export { EMPRESA_DEMO, EMPRESA_FERIAS, EMPRESA_OPERADORA } from './demo-empresas.ts';

const senhaCliente = (senha: string) =>
  createHash('sha256').update(senha).digest('hex').toUpperCase();

/**
 * Semeia a demo (idempotente: não faz nada se a empresa 2 já existe). Empresa 1 é a operadora
 * (billing, admin-master), 2 a "Demo Comércio Ltda" com RH, dois gestores e 40 colaboradores com
 * dois meses de marcações, e 1032 a empresa com importação de períodos aquisitivos de férias.
 */
export const seedDemo = async (
  db: Db,
  clock: () => Date = () => new Date(),
  opcoes: { senhaCertificados?: string } = {},
) => {
  const [existe] = await db
    .select({ id: empresa.id })
    .from(empresa)
    .where(eq(empresa.id, EMPRESA_DEMO));
  // Ponto (eventos do AFD, horários contratuais, motivos, certificado): só o que faltar.
  const complementar = () =>
    complementarPontoDemo(db, {
      empresas: [EMPRESA_OPERADORA, EMPRESA_DEMO, EMPRESA_FERIAS],
      demo: EMPRESA_DEMO,
      desenvolvedora: EMPRESA_OPERADORA,
      senhaCertificados: opcoes.senhaCertificados,
      agora: clock(),
    });
  // O que cada módulo semeia (cada função é idempotente: só o que faltar).
  const semearModulos = async () => {
    await semearPrimeiroAcessoDemo(db);
    await complementar();
    await semearEscalasDemo(db, EMPRESA_DEMO);
    await semearRegrasDemo(db, EMPRESA_DEMO);
    await semearGruposDemo(db, EMPRESA_DEMO);
    await semearIntermitenteDemo(db, EMPRESA_DEMO, clock());
    await semearBancoHorasDemo(db, EMPRESA_DEMO, instanteLocal(clock(), 'America/Sao_Paulo').data);
    await semearSobreavisoDemo(db, EMPRESA_DEMO, clock());
    await semearLancamentosDemo(db, EMPRESA_DEMO, clock());
    await semearVerbasDemo(db, EMPRESA_DEMO, clock());
    await semearFaturamento(db, clock());
    await semearProcessosDemo(db, EMPRESA_DEMO, clock());
    await semearCercaVirtualDemo(db, EMPRESA_DEMO, clock());
  };
  if (existe) {
    await semearModulos();
    return { criado: false };
  }
  const senhaHash = await hash(senhaCliente(SENHA_DEMO));
  await db.transaction(async (tx) => {
    await createOperadora(tx, senhaHash);
    await createEmpresaFerias(tx, senhaHash);
    await createDemo(tx, senhaHash, clock());
    await createOperariosFerias(tx, senhaHash);
  });
  await semearModulos();
  return { criado: true };
};

/** Faturamento da operadora: Demo Comércio no plano Profissional, Demo Indústria no Essencial. */
const semearFaturamento = (db: Db, agora: Date) =>
  semearFaturamentoDemo(
    db,
    EMPRESA_OPERADORA,
    { [EMPRESA_DEMO]: 'Profissional', [EMPRESA_FERIAS]: 'Essencial' },
    agora,
  );

/**
 * A pessoa convidada sem primeiro acesso (PRIMEIRO_ACESSO_DEMO): só se ainda não existe, então
 * um banco semeado antes dela também a recebe e semear de novo não a duplica nem a "reconvida".
 */
const semearPrimeiroAcessoDemo = async (db: Db) => {
  const p = PRIMEIRO_ACESSO_DEMO;
  const [existe] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.empresaId, EMPRESA_FERIAS), eq(sql`lower(${usuario.email})`, p.email)));
  if (existe) return;
  const senhaHash = await hash(senhaCliente(SENHA_DEMO));
  await db.transaction(async (tx) => {
    const [f] = await tx
      .select({ id: filial.id })
      .from(filial)
      .where(eq(filial.empresaId, EMPRESA_FERIAS))
      .orderBy(filial.id)
      .limit(1);
    const [colaborador] = await tx
      .select({ id: perfil.id })
      .from(perfil)
      .where(and(eq(perfil.empresaId, EMPRESA_FERIAS), eq(perfil.nome, 'Colaborador')));
    const [u] = await tx
      .insert(usuario)
      .values({
        empresaId: EMPRESA_FERIAS,
        nome: p.nome,
        email: p.email,
        cpf: cpfValido(p.cpfBase),
        filialId: f!.id,
        cadastroConfirmado: false,
        habilitarMarcacaoPelaWeb: false,
        senhaHash,
      })
      .returning();
    await tx
      .insert(usuarioPerfil)
      .values({ empresaId: EMPRESA_FERIAS, usuarioId: u!.id, perfilId: colaborador!.id });
  });
};

type Pessoa = {
  nome: string;
  email: string;
  cargo: string;
  departamento: number;
  perfil: 'Colaborador' | 'Gestor' | 'RH';
  jornada: ChaveJornada | null;
  usarMenuGestor?: boolean;
};

const pessoasDemo = (): Pessoa[] => {
  const fixos: Pessoa[] = [
    {
      nome: 'Renata Dias',
      email: 'rh@demo.jornada.dev',
      cargo: 'Analista de RH',
      departamento: 2,
      perfil: 'RH',
      jornada: null,
    },
    {
      nome: 'Marcos Vieira',
      email: 'gestor@demo.jornada.dev',
      cargo: 'Gestor de loja',
      departamento: 0,
      perfil: 'Gestor',
      jornada: null,
      usarMenuGestor: true,
    },
    {
      nome: 'Cláudia Nunes',
      email: 'gestora.cd@demo.jornada.dev',
      cargo: 'Gestor de loja',
      departamento: 1,
      perfil: 'Gestor',
      jornada: null,
      usarMenuGestor: true,
    },
    {
      nome: 'Paula Andrade',
      email: 'colaborador@demo.jornada.dev',
      cargo: 'Operador de caixa',
      departamento: 0,
      perfil: 'Colaborador',
      jornada: 'comercial',
    },
  ];
  const outros = Array.from({ length: 39 }, (_, i): Pessoa => {
    const jornada: ChaveJornada = i < 24 ? 'comercial' : i < 36 ? 'seisPorUm' : 'noturno';
    // Vigia noturno só na escala noturna: quem trabalha de dia tem um cargo diurno.
    const cargoNome =
      jornada === 'noturno' ? 'Vigia noturno' : CARGOS_DIURNOS[i % CARGOS_DIURNOS.length]!;
    return {
      nome: nomeDemo(i),
      email: `colaborador${String(i + 2).padStart(2, '0')}@demo.jornada.dev`,
      cargo: cargoNome,
      departamento: i % 3,
      perfil: 'Colaborador',
      jornada,
    };
  });
  return [...fixos, ...outros];
};

const createDemo = async (tx: Tx, senhaHash: string, agora: Date) => {
  const { filialId, perfis } = await createEmpresaBase(
    tx,
    { id: EMPRESA_DEMO, nome: 'Demo Comércio Ltda', cnpj: '11222333000181', usarMenuGestor: true },
    'Loja Centro — São Paulo',
  );
  const deps = await tx
    .insert(departamento)
    .values(DEPARTAMENTOS.map((nome) => ({ empresaId: EMPRESA_DEMO, nome })))
    .returning();
  const cargos = await tx
    .insert(cargo)
    .values(CARGOS.map((nome) => ({ empresaId: EMPRESA_DEMO, nome })))
    .returning();
  const cargoId = Object.fromEntries(cargos.map((c) => [c.nome, c.id]));
  const pessoas = pessoasDemo();
  const usuarios = await tx
    .insert(usuario)
    .values(
      pessoas.map((p, i) => ({
        empresaId: EMPRESA_DEMO,
        nome: p.nome,
        email: p.email,
        cpf: cpfValido(
          String(529982247 + i * 1013)
            .padStart(9, '0')
            .slice(0, 9),
        ),
        matricula: String(1000 + i),
        filialId,
        departamentoId: deps[p.departamento]!.id,
        cargoId: cargoId[p.cargo],
        turno: p.jornada ? JORNADAS[p.jornada].nome : null,
        admissao: '2024-03-01',
        cadastroConfirmado: true,
        usarMenuGestor: p.usarMenuGestor ?? false,
        habilitarMarcacaoPelaWeb: p.jornada !== null,
        senhaHash,
      })),
    )
    .returning();
  await tx.insert(usuarioPerfil).values(
    usuarios.map((u, i) => ({
      empresaId: EMPRESA_DEMO,
      usuarioId: u.id,
      perfilId: perfis[pessoas[i]!.perfil]!,
    })),
  );
  // Cada gestor aprova a equipe do próprio departamento (tratamentos de ponto, ações de escala).
  for (const [i, p] of pessoas.entries()) {
    if (p.perfil !== 'Gestor') continue;
    await tx
      .update(usuario)
      .set({ gestorId: usuarios[i]!.id })
      .where(
        and(
          eq(usuario.empresaId, EMPRESA_DEMO),
          eq(usuario.departamentoId, deps[p.departamento]!.id),
          ne(usuario.id, usuarios[i]!.id),
        ),
      );
  }
  const comJornada = usuarios.flatMap((u, i) => {
    const j = pessoas[i]!.jornada;
    return j ? [{ usuarioId: u.id, cpf: u.cpf, jornada: j }] : [];
  });
  const marcacoes = gerarMarcacoesDemo(comJornada, agora);
  // Empregador e empregados entram no REP (AFD tipos 2 e 5) antes das marcações: NSR 1, 2, …
  const cadastro = new Date((marcacoes[0]?.instante ?? agora).getTime() - 86_400_000);
  await registrarCadastrosNoRep(tx, EMPRESA_DEMO, cadastro);
  await gravarMarcacoes(tx, EMPRESA_DEMO, filialId, marcacoes);
};
