// Identificação do empregador no registro tipo 2 do AFD (Portaria 671, Anexo V): inscrição,
// CNO/CAEPF, razão social e o "local de prestação de serviços" (100 posições), montados a partir
// do cadastro da empresa e do estabelecimento (filial). Decisões em docs/decisoes/cadastros.md.

import { campoAlfanumerico as alfa, campoNumerico as num } from './campos.ts';
import { normalizarTextoLatin1 } from './latin1.ts';
import type { RegistroEmpregadorAfd } from './tipos.ts';

/** Largura do campo "local de prestação de serviços" do tipo 2. */
export const TAMANHO_LOCAL_PRESTACAO_AFD = 100;

/** O estabelecimento como está no cadastro: nome e endereço (campos vazios podem ser nulos). */
export type EstabelecimentoAfd = {
  nome: string;
  logradouro?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  /** Só dígitos (8) ou nulo. */
  cep?: string | null;
  cidade?: string | null;
  uf?: string | null;
};

/** Empresa e estabelecimento: o que vai ao tipo 2 (o CNPJ/CPF com 14 ou 11 dígitos). */
export type EmpregadorEstabelecimentoAfd = EstabelecimentoAfd & {
  razaoSocial: string;
  cnpj: string;
  caepf?: string | null;
  cno?: string | null;
};

export type IdentificacaoEmpregadorAfd = Pick<
  RegistroEmpregadorAfd,
  'tipoIdEmpregador' | 'idEmpregador' | 'cnoCaepf' | 'razaoSocial' | 'localPrestacao'
>;

const texto = (v: string | null | undefined) => v?.trim() ?? '';
const cabe = (s: string, max: number) => normalizarTextoLatin1(s).length <= max;

/** Corta na última palavra inteira que deixa `montar(corte)` em `max`; sem nenhuma, devolve ''. */
const cortarEmPalavra = (s: string, montar: (corte: string) => string, max: number) => {
  const palavras = s.split(/\s+/).filter(Boolean);
  for (let n = palavras.length; n > 0; n--) {
    const corte = palavras
      .slice(0, n)
      .join(' ')
      .replace(/[\s,.;:-]+$/, '');
    if (cabe(montar(corte), max)) return corte;
  }
  return '';
};

/**
 * Local de prestação de serviços do tipo 2: com logradouro, o endereço como nas notas e
 * contratos — `Rua das Flores, 123, Sala 4 - Centro - São Paulo/SP - CEP 01001-000` (sem número,
 * `s/n`). Se passar de 100 caracteres (contados depois da normalização para ISO-8859-1), sai
 * primeiro o complemento, depois o bairro, depois o CEP; se ainda não couber, o logradouro é
 * cortado na última palavra inteira que cabe, sem perder número, município e UF. Sem logradouro,
 * o texto de antes: `nome da filial - cidade - UF`.
 */
export const localPrestacaoAfd = (e: EstabelecimentoAfd): string => {
  const logradouro = texto(e.logradouro);
  const cidadeUf = [texto(e.cidade), texto(e.uf)].filter(Boolean);
  if (!logradouro) return [texto(e.nome), ...cidadeUf].filter(Boolean).join(' - ');
  const numero = texto(e.numero) || 's/n';
  const complemento = texto(e.complemento);
  const bairro = texto(e.bairro);
  const cepDigitos = texto(e.cep).replace(/\D/g, '');
  const cep = cepDigitos.length === 8 ? `CEP ${cepDigitos.slice(0, 5)}-${cepDigitos.slice(5)}` : '';
  const montar = (rua: string, partes: { complemento: string; bairro: string; cep: string }) =>
    [
      [rua, numero, partes.complemento].filter(Boolean).join(', '),
      partes.bairro,
      cidadeUf.join('/'),
      partes.cep,
    ]
      .filter(Boolean)
      .join(' - ');
  const max = TAMANHO_LOCAL_PRESTACAO_AFD;
  const tentativas = [
    { complemento, bairro, cep },
    { complemento: '', bairro, cep },
    { complemento: '', bairro: '', cep },
    { complemento: '', bairro: '', cep: '' },
  ];
  for (const partes of tentativas) {
    const local = montar(logradouro, partes);
    if (cabe(local, max)) return local;
  }
  const vazio = { complemento: '', bairro: '', cep: '' };
  const rua = cortarEmPalavra(logradouro, (corte) => montar(corte, vazio), max);
  // Um logradouro de uma palavra só maior que o campo: o corte do campo A (alfa) decide.
  return montar(rua || logradouro, vazio);
};

/**
 * Os campos de identificação do tipo 2 a partir do cadastro: CPF (11 dígitos) ou CNPJ; o CNO (a
 * obra, o local da prestação) ou, sem ele, o CAEPF; a razão social e o local de prestação.
 */
export const identificacaoEmpregadorAfd = (
  e: EmpregadorEstabelecimentoAfd,
): IdentificacaoEmpregadorAfd => ({
  tipoIdEmpregador: e.cnpj.length === 11 ? 'cpf' : 'cnpj',
  idEmpregador: e.cnpj,
  cnoCaepf: e.cno || e.caepf || '',
  razaoSocial: e.razaoSocial,
  localPrestacao: localPrestacaoAfd(e),
});

/**
 * O trecho do tipo 2 que identifica o empregador (posições 49 a 327, como gravado): dois
 * cadastros com o mesmo trecho dão o mesmo registro, e uma alteração que não muda o trecho não
 * precisa de um tipo 2 novo.
 */
export const trechoIdentificacaoEmpregadorAfd = (i: IdentificacaoEmpregadorAfd): string =>
  [
    i.tipoIdEmpregador === 'cnpj' ? '1' : '2',
    num(i.idEmpregador, 14, 'CNPJ/CPF do empregador'),
    num(i.cnoCaepf, 14, 'CNO/CAEPF'),
    alfa(i.razaoSocial, 150),
    alfa(i.localPrestacao, TAMANHO_LOCAL_PRESTACAO_AFD),
  ].join('');
