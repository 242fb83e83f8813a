import type { HistoricoPessoa } from '@jornada/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch, type RespostaFake } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { HistoricoPessoaModal } from './historico-pessoa.tsx';

const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

const HISTORICO: HistoricoPessoa = {
  itens: [
    {
      id: 7,
      titulo: 'Escala do feriado',
      remetenteNome: 'Gestora Demo',
      enviadaEm: '2026-11-16T13:00:00.000Z',
      exigirConfirmacao: false,
      anexoNome: null,
      lidaEm: null,
      confirmadaEm: null,
      canalApp: 'entregue',
      canalPush: 'sem_inscricao',
      canalEmail: 'enviado',
      canalSms: 'sem_telefone',
    },
  ],
  total: 30,
  naoLidas: 1,
  pageNumber: 1,
  pageSize: 25,
};

describe('histórico de mensagens de uma pessoa', { timeout: 60_000 }, () => {
  it('mostra a leitura e a entrega por canal e pagina no servidor', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/mensagens/pessoas/11/historico': () => ok(HISTORICO),
    });
    renderComProviders(
      <HistoricoPessoaModal pessoa={{ id: 11, nome: 'João Conceição' }} onClose={() => {}} />,
    );
    const modal = await screen.findByRole('dialog', { name: 'Mensagens de João Conceição' });
    const tabela = await within(modal).findByRole('table', { name: 'Histórico de mensagens' });
    expect(within(tabela).getByText('Escala do feriado')).toBeInTheDocument();
    expect(within(tabela).getByText('de Gestora Demo')).toBeInTheDocument();
    expect(within(modal).getByText('30 mensagens · 1 não lida')).toBeInTheDocument();
    expect(within(tabela).getByText('Sem telefone')).toBeInTheDocument();
    expect(within(tabela).getByText('Enviado')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Página 2' }));
    const ultima = chamadas.filter((c) => c.url.pathname.endsWith('/historico')).at(-1)!;
    expect(ultima.url.searchParams.get('pageNumber')).toBe('2');
    expect(ultima.url.searchParams.get('pageSize')).toBe('25');
  });

  it('sem mensagens, diz que não há nenhuma', async () => {
    instalarFakeFetch({
      'GET /api/mensagens/pessoas/12/historico': () =>
        ok({ ...HISTORICO, itens: [], total: 0, naoLidas: 0 }),
    });
    renderComProviders(
      <HistoricoPessoaModal pessoa={{ id: 12, nome: 'Ana Lima' }} onClose={() => {}} />,
    );
    expect(await screen.findByText('Nenhuma mensagem')).toBeInTheDocument();
  });
});
