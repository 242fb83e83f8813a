/** Dados fixos da empresa de demonstração (nomes, departamentos, jornadas). */

export const SENHA_DEMO = 'Jornada@2026';

export const LOGINS_DEMO = [
  { email: 'rh@demo.jornada.dev', papel: 'RH (administrador)' },
  { email: 'gestor@demo.jornada.dev', papel: 'Gestor' },
  { email: 'colaborador@demo.jornada.dev', papel: 'Colaborador' },
] as const;

/**
 * Pessoa convidada que ainda não fez o primeiro acesso (CadastroConfirmado falso), na empresa
 * 1032 — fora da empresa 2, cujas listas e totais os testes conferem. Entra com a senha da demo
 * e cai no primeiro acesso (spec §2, §4): confirma o CPF e define a própria senha.
 */
export const PRIMEIRO_ACESSO_DEMO = {
  email: 'novo@industria.jornada.dev',
  nome: 'Nicolas Convidado',
  cpfBase: '333666999',
} as const;

export const DEPARTAMENTOS = ['Loja Centro', 'Centro de Distribuição', 'Administrativo'] as const;
export const CARGOS = [
  'Operador de caixa',
  'Repositor',
  'Conferente',
  'Vigia noturno',
  'Analista administrativo',
  'Gestor de loja',
  'Analista de RH',
] as const;

const PRENOMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nícolas',
  'Olívia',
  'Paulo',
  'Quitéria',
  'Rafael',
  'Sabrina',
  'Tiago',
];

/** Cargos de quem trabalha de dia (o vigia noturno fica na escala noturna). */
export const CARGOS_DIURNOS = [
  'Operador de caixa',
  'Repositor',
  'Conferente',
  'Analista administrativo',
] as const;
const SOBRENOMES = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Lima',
  'Pereira',
  'Ferreira',
  'Almeida',
  'Costa',
  'Ribeiro',
];

export const nomeDemo = (i: number) =>
  `${PRENOMES[i % PRENOMES.length]} ${SOBRENOMES[(i * 7) % SOBRENOMES.length]} ${SOBRENOMES[(i * 3 + 1) % SOBRENOMES.length]}`;

/** CPF com dígitos verificadores válidos a partir de 9 dígitos-base. */
export const cpfValido = (base9: string): string => {
  const d = base9.split('').map(Number);
  const dv = (nums: number[]) => {
    const soma = nums.reduce((s, n, i) => s + n * (nums.length + 1 - i), 0);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(d);
  const d2 = dv([...d, d1]);
  return `${base9}${d1}${d2}`;
};

/** Gerador pseudoaleatório determinístico (mulberry32): a demo é igual em toda máquina. */
export const prng = (semente: number) => {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Jornadas-padrão da demo em minutos do dia: [entrada, saída intervalo, volta, saída]. */
export const JORNADAS = {
  comercial: { nome: '08:00–17:48 (5x2)', dias: [1, 2, 3, 4, 5], horarios: [480, 720, 780, 1068] },
  seisPorUm: {
    nome: '07:00–15:20 (6x1)',
    dias: [1, 2, 3, 4, 5, 6],
    horarios: [420, 660, 720, 920],
  },
  noturno: { nome: '22:00–05:00 (noturno)', dias: [1, 2, 3, 4, 5], horarios: [1320, 60, 120, 300] },
} as const;
export type ChaveJornada = keyof typeof JORNADAS;
