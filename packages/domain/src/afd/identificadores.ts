// Dígitos verificadores dos identificadores do trabalhador gravados no AFD: CPF (Portaria 671) e
// PIS/PASEP/NIT (Portaria 1510). Um número que não passa no dígito verificador não é o que o
// leiaute pede, mas a marcação continua lida: quem decide é quem importa.

/** Dígito da posição `i` (o texto já foi conferido como só dígitos). */
const d = (texto: string, i: number): number => texto.charCodeAt(i) - 48;

/** Módulo 11 do CPF: dois dígitos, pesos decrescentes a partir de 10 e de 11. */
export const isCpfValido = (cpf: string): boolean => {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const dv = (quantos: number): number => {
    let soma = 0;
    for (let i = 0; i < quantos; i++) soma += d(cpf, i) * (quantos + 1 - i);
    return ((soma * 10) % 11) % 10;
  };
  return dv(9) === d(cpf, 9) && dv(10) === d(cpf, 10);
};

const PESOS_PIS = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Módulo 11 do PIS/PASEP/NIT: pesos 3,2,9,8,7,6,5,4,3,2; resto < 2 dá dígito 0. */
export const isPisValido = (pis: string): boolean => {
  if (!/^\d{11}$/.test(pis) || /^0{11}$/.test(pis)) return false;
  let soma = 0;
  for (let i = 0; i < 10; i++) soma += (PESOS_PIS[i] ?? 0) * d(pis, i);
  const resto = soma % 11;
  return (resto < 2 ? 0 : 11 - resto) === d(pis, 10);
};
