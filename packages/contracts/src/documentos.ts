import { z } from 'zod';

// Documentos e contatos brasileiros do cadastro (CPF, CNPJ, PIS, celular): validação dos dígitos
// verificadores, máscaras de digitação e os schemas que os normalizam.

/** Só os dígitos (tira pontuação e espaços). */
export const soDigitos = (s: string) => s.replace(/\D/g, '');

/** CPF com os dois dígitos verificadores conferidos (rejeita 11 dígitos repetidos). */
export const cpfValido = (valor: string): boolean => {
  const cpf = soDigitos(valor);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const d = cpf.split('').map(Number);
  const dv = (n: number) => {
    const soma = d.slice(0, n).reduce((s, x, i) => s + x * (n + 1 - i), 0);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return dv(9) === d[9] && dv(10) === d[10];
};

const PESOS_CNPJ = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
/** O dígito verificador que segue os 12 (ou 13) dígitos dados do CNPJ. */
const dvCnpj = (d: readonly number[]) => {
  const pesos = PESOS_CNPJ.slice(PESOS_CNPJ.length - d.length);
  const r = d.reduce((s, x, i) => s + x * pesos[i]!, 0) % 11;
  return r < 2 ? 0 : 11 - r;
};

/** Os 14 dígitos do CNPJ a partir dos 12 primeiros, com os dois verificadores calculados. */
export const completarCnpj = (doze: string): string => {
  const d = soDigitos(doze).slice(0, 12).split('').map(Number);
  d.push(dvCnpj(d));
  d.push(dvCnpj(d));
  return d.join('');
};

/** CNPJ com os dois dígitos verificadores conferidos (rejeita 14 dígitos repetidos). */
export const cnpjValido = (valor: string): boolean => {
  const cnpj = soDigitos(valor);
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  return completarCnpj(cnpj.slice(0, 12)) === cnpj;
};

/** PIS/PASEP/NIT com o dígito verificador conferido. */
export const pisValido = (valor: string): boolean => {
  const pis = soDigitos(valor);
  if (pis.length !== 11 || /^(\d)\1{10}$/.test(pis)) return false;
  const pesos = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const r = 11 - (pesos.reduce((s, p, i) => s + p * Number(pis[i]), 0) % 11);
  return (r >= 10 ? 0 : r) === Number(pis[10]);
};

/** Máscara 000.000.000-00 (aceita dígitos parciais, para a digitação). */
export const mascararCpf = (valor: string): string => {
  const d = soDigitos(valor).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
};

/** Máscara 00.000.000/0000-00 (aceita dígitos parciais). */
export const mascararCnpj = (valor: string): string => {
  const d = soDigitos(valor).slice(0, 14);
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d{1,2})$/, '$1-$2');
};

/** CPF digitado (com ou sem pontuação): só os dígitos, com os verificadores conferidos. */
export const cpfSchema = z
  .string()
  .transform(soDigitos)
  .refine(cpfValido, 'CPF inválido (confira os dígitos verificadores)');

export const cnpjSchema = z
  .string()
  .transform(soDigitos)
  .refine(cnpjValido, 'CNPJ inválido (confira os dígitos verificadores)');

/** DDDs em uso no Brasil (Anatel). */
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/**
 * Celular brasileiro em E.164 (+55 DDD 9XXXX-XXXX) ou null se não for um celular válido. Aceita
 * com ou sem +55, com pontuação e com o zero de longa distância antes do DDD.
 */
export const celularE164 = (valor: string): string | null => {
  let d = soDigitos(valor);
  if (d.length === 13 && d.startsWith('55')) d = d.slice(2);
  else if (d.length === 12 && d.startsWith('0')) d = d.slice(1);
  if (d.length !== 11 || !DDDS.has(Number(d.slice(0, 2))) || d[2] !== '9') return null;
  return `+55${d}`;
};

/** +5511987654321 → (11) 98765-4321. */
export const formatarCelular = (e164: string): string => {
  const d = soDigitos(e164).replace(/^55/, '');
  return d.length === 11 ? `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}` : e164;
};

/** Celular opcional: vazio = sem celular; o resto precisa ser um celular brasileiro válido. */
export const celularSchema = z
  .string()
  .trim()
  .refine(
    (c) => c === '' || celularE164(c) !== null,
    'celular inválido: informe DDD e os 9 dígitos do celular, como (11) 98765-4321',
  )
  .transform((c) => (c === '' ? null : celularE164(c)))
  .nullable();
