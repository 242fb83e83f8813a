import type { MensagemDetalhe, StatusEntrega } from '@jornada/contracts';
import { dataHoraBr } from '../mensagem.comum.ts';

/** Rótulos que o RH lê (iguais aos da tela). */
export const ROTULO_STATUS: Record<StatusEntrega, string> = {
  entregue: 'Entregue',
  na_fila: 'Na fila',
  enviado: 'Enviado',
  erro: 'Erro',
  sem_inscricao: 'Sem inscrição',
  sem_telefone: 'Sem telefone',
};

export const situacaoLeitura = (p: { lidaEm: string | null; confirmadaEm: string | null }) =>
  p.confirmadaEm ? 'Lida e confirmada' : p.lidaEm ? 'Lida' : 'Não lida';

/** Célula CSV: aspas quando preciso; fórmulas neutralizadas (CSV injection no Excel). */
const celula = (v: string) => {
  const seguro = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[";\n\r]/.test(seguro) ? `"${seguro.replace(/"/g, '""')}"` : seguro;
};

const data = (iso: string | null) => (iso ? dataHoraBr(new Date(iso)) : '');
const canal = (s: StatusEntrega | null) => (s ? ROTULO_STATUS[s] : 'Não pedido');

/** Relatório de leitura (quem leu o quê): CSV com ';' e BOM, como o Excel em pt-BR abre. */
export const relatorioLeituraCsv = (m: MensagemDetalhe) => {
  const cabecalho = [
    'Nome',
    'E-mail',
    'Departamento',
    'Situação',
    'Lida em',
    'Confirmada em',
    'App',
    'Push',
    'E-mail (envio)',
    'SMS',
  ];
  const linhas = m.pessoas.map((p) => [
    p.nome,
    p.email,
    p.departamento ?? '',
    situacaoLeitura(p),
    data(p.lidaEm),
    data(p.confirmadaEm),
    canal(p.canalApp),
    canal(p.canalPush),
    canal(p.canalEmail),
    canal(p.canalSms),
  ]);
  const corpo = [cabecalho, ...linhas].map((l) => l.map(celula).join(';')).join('\r\n');
  return {
    nome: `leitura-mensagem-${m.id}.csv`,
    csv: `\uFEFF${corpo}\r\n`,
  };
};
