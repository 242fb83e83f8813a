// Comprovante de Registro de Ponto do Trabalhador (Portaria 671 art. 79; legal-br.md §1.5): a lista
// ordenada do que o comprovante deve conter, para o gerador de PDF (arquivo eletrônico assinado em
// PAdES, art. 80) apenas desenhar. O inciso IX (assinatura) é a assinatura do próprio PDF.

import { isDataHoraValida } from './campos.ts';
import type { TipoIdentificacaoAfd } from './tipos.ts';

/** Inciso do art. 79 que exige o item. */
export type IncisoComprovante = 'I' | 'II' | 'III' | 'IV' | 'V' | 'VI' | 'VII' | 'VIII';

export type ItemComprovante = { inciso: IncisoComprovante; rotulo: string; valor: string };

export type DadosComprovante = {
  nsr: number;
  empregador: {
    nome: string;
    tipoId: TipoIdentificacaoAfd;
    id: string;
    /** CEI/CAEPF/CNO, "se houver". */
    cadastroObra?: { tipo: 'CEI' | 'CAEPF' | 'CNO'; numero: string } | null;
  };
  /** Só quando o trabalhador presta serviço externo ou em outra empresa (inciso IV). */
  localPrestacao?: string | null;
  trabalhador: { nome: string; cpf: string };
  /** Data-hora da marcação como no AFD (`AAAA-MM-ddThh:mm:00±hhmm`). */
  marcadoEm: string;
  rep:
    | { tipo: 'REP-P'; numeroInpi: string; hash: string }
    | { tipo: 'REP-C'; modelo: string; numeroFabricacao: string };
};

/** `11.222.333/0001-81` / `529.982.247-25`: legível para o trabalhador e para o fiscal. */
export const formatarCnpjCpf = (tipo: TipoIdentificacaoAfd, id: string): string =>
  tipo === 'cnpj'
    ? id.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')
    : id.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** `02/03/2026 08:00 (UTC-03:00)`: o fuso fica explícito porque o registro o exige (Anexo IX). */
const formatarDataHora = (dh: string): string => {
  if (!isDataHoraValida(dh)) throw new Error(`data-hora da marcação inválida: "${dh}"`);
  const [ano, mes, dia] = dh.slice(0, 10).split('-');
  return `${dia}/${mes}/${ano} ${dh.slice(11, 16)} (UTC${dh.slice(19, 22)}:${dh.slice(22, 24)})`;
};

const itensEmpregador = (e: DadosComprovante['empregador']): ItemComprovante[] => [
  { inciso: 'III', rotulo: 'Empregador', valor: e.nome },
  {
    inciso: 'III',
    rotulo: e.tipoId === 'cnpj' ? 'CNPJ' : 'CPF',
    valor: formatarCnpjCpf(e.tipoId, e.id),
  },
  ...(e.cadastroObra
    ? [{ inciso: 'III' as const, rotulo: e.cadastroObra.tipo, valor: e.cadastroObra.numero }]
    : []),
];

const itensRep = (rep: DadosComprovante['rep']): ItemComprovante[] => {
  if (rep.tipo === 'REP-C') {
    return [
      { inciso: 'VII', rotulo: 'Modelo do REP-C', valor: rep.modelo },
      { inciso: 'VII', rotulo: 'Número de fabricação do REP-C', valor: rep.numeroFabricacao },
    ];
  }
  if (!/^[0-9a-f]{64}$/i.test(rep.hash))
    throw new Error('hash SHA-256 da marcação ausente ou inválido');
  return [
    { inciso: 'VII', rotulo: 'Registro do REP-P no INPI', valor: rep.numeroInpi },
    // Art. 79 VIII: o mesmo valor do campo 8 do registro tipo 7 do AFD.
    { inciso: 'VIII', rotulo: 'Código hash (SHA-256) da marcação', valor: rep.hash.toLowerCase() },
  ];
};

/**
 * Itens obrigatórios do comprovante de cada marcação, na ordem dos incisos do art. 79 da
 * Portaria 671: título, NSR, empregador, local (quando externo), trabalhador, data e hora,
 * identificação do REP e, no REP-P, o hash SHA-256.
 */
export const itensComprovante = (dados: DadosComprovante): ItemComprovante[] => [
  { inciso: 'I', rotulo: 'Título', valor: 'Comprovante de Registro de Ponto do Trabalhador' },
  { inciso: 'II', rotulo: 'NSR', valor: String(dados.nsr).padStart(9, '0') },
  ...itensEmpregador(dados.empregador),
  ...(dados.localPrestacao
    ? [
        {
          inciso: 'IV' as const,
          rotulo: 'Local de prestação do serviço',
          valor: dados.localPrestacao,
        },
      ]
    : []),
  { inciso: 'V', rotulo: 'Trabalhador', valor: dados.trabalhador.nome },
  {
    inciso: 'V',
    rotulo: 'CPF do trabalhador',
    valor: formatarCnpjCpf('cpf', dados.trabalhador.cpf),
  },
  { inciso: 'VI', rotulo: 'Data e hora da marcação', valor: formatarDataHora(dados.marcadoEm) },
  ...itensRep(dados.rep),
];
