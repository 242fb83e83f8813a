/**
 * Reconhecimento do dono de cada página de holerite pelo texto impresso nela: o CPF (com dígitos
 * verificadores válidos) primeiro; sem CPF de ninguém da empresa, a matrícula rotulada
 * ("Matrícula: 1004", "Matr. 1004"). Funções puras: recebem o texto e o cadastro.
 */

export type PessoaHolerite = { id: number; nome: string; cpf: string; matricula: string | null };

export type Identificacao =
  | { tipo: 'encontrada'; pessoa: PessoaHolerite; por: 'cpf' | 'matricula' }
  | { tipo: 'nao-identificada'; identificador: string | null; motivo: string };

export type CadastroHolerite = {
  porCpf: Map<string, PessoaHolerite>;
  porMatricula: Map<string, PessoaHolerite>;
};

/** CPF com 11 dígitos e os dois dígitos verificadores certos (e não uma sequência repetida). */
export const isCpfValido = (cpf: string): boolean => {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const d = cpf.split('').map(Number);
  const dv = (n: number) => {
    const soma = d.slice(0, n).reduce((s, x, i) => s + x * (n + 1 - i), 0);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return dv(9) === d[9] && dv(10) === d[10];
};

// Um CPF solto: não pode ser pedaço de um número maior (CNPJ, conta bancária, PIS).
const CPF = /(?<![\d./-])(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})(?![\d./-]?\d)/g;
const MATRICULA =
  /matr(?:[íi]cula|\.)\s*(?:n[º°o.]*\s*)?[:\-–]?\s*([A-Za-z0-9][A-Za-z0-9./-]{0,19})/gi;

/** Matrícula comparável: só letras e dígitos, maiúsculas, sem zeros à esquerda. */
export const normalizarMatricula = (m: string): string =>
  m
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .replace(/^0+(?=.)/, '');

export const cpfsNoTexto = (texto: string): string[] => {
  const achados = new Set<string>();
  for (const m of texto.matchAll(CPF)) {
    const cpf = `${m[1]}${m[2]}${m[3]}${m[4]}`;
    if (isCpfValido(cpf)) achados.add(cpf);
  }
  return [...achados];
};

export const matriculasNoTexto = (texto: string): string[] =>
  [...new Set([...texto.matchAll(MATRICULA)].map((m) => normalizarMatricula(m[1] ?? '')))].filter(
    (m) => m.length > 0,
  );

export const montarCadastro = (pessoas: PessoaHolerite[]): CadastroHolerite => ({
  porCpf: new Map(pessoas.map((p) => [p.cpf, p])),
  porMatricula: new Map(
    pessoas.flatMap((p) => (p.matricula ? [[normalizarMatricula(p.matricula), p] as const] : [])),
  ),
});

const formatarCpf = (cpf: string) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

const umaSo = (pessoas: PessoaHolerite[]) => new Set(pessoas.map((p) => p.id)).size === 1;

/**
 * Dono da página. Nunca adivinha: dois colaboradores diferentes na mesma página, ou nenhum, deixam
 * a página fora (o RH vê o motivo na prévia) em vez de entregá-la à pessoa errada.
 */
export const identificarPagina = (texto: string, cadastro: CadastroHolerite): Identificacao => {
  const cpfs = cpfsNoTexto(texto);
  const porCpf = cpfs.flatMap((c) => {
    const p = cadastro.porCpf.get(c);
    return p ? [p] : [];
  });
  if (porCpf.length > 0 && umaSo(porCpf))
    return { tipo: 'encontrada', pessoa: porCpf[0]!, por: 'cpf' };
  if (porCpf.length > 0)
    return {
      tipo: 'nao-identificada',
      identificador: cpfs.map(formatarCpf).join(', '),
      motivo: 'A página tem o CPF de mais de um colaborador.',
    };
  const matriculas = matriculasNoTexto(texto);
  const porMatricula = matriculas.flatMap((m) => {
    const p = cadastro.porMatricula.get(m);
    return p ? [p] : [];
  });
  if (porMatricula.length > 0 && umaSo(porMatricula))
    return { tipo: 'encontrada', pessoa: porMatricula[0]!, por: 'matricula' };
  if (porMatricula.length > 0)
    return {
      tipo: 'nao-identificada',
      identificador: matriculas.join(', '),
      motivo: 'A página tem a matrícula de mais de um colaborador.',
    };
  if (cpfs.length > 0)
    return {
      tipo: 'nao-identificada',
      identificador: cpfs.map(formatarCpf).join(', '),
      motivo: 'Nenhum colaborador da empresa tem este CPF.',
    };
  if (matriculas.length > 0)
    return {
      tipo: 'nao-identificada',
      identificador: matriculas.join(', '),
      motivo: 'Nenhum colaborador da empresa tem esta matrícula.',
    };
  return {
    tipo: 'nao-identificada',
    identificador: null,
    motivo: 'Nenhum CPF ou matrícula encontrado na página.',
  };
};
