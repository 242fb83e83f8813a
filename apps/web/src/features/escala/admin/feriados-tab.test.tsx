import type { FeriadoWire } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch, type RequisicaoFake } from '../../../../test/fake-api.ts';
import { renderComProviders } from '../../../../test/render.tsx';
import { envelope, erroServidor } from '../escala.fixtures.ts';
import { FeriadosTab } from './feriados-tab.tsx';

const ANIVERSARIO: FeriadoWire = {
  id: 1,
  nome: 'Aniversário de São Paulo',
  data: '2026-01-25',
  recorrente: true,
  filialId: null,
  filialNome: null,
  ativo: true,
};

const PADROEIRO: FeriadoWire = {
  id: 2,
  nome: 'Padroeiro de Campinas',
  data: '2026-12-08',
  recorrente: false,
  filialId: 9,
  filialNome: 'Filial Campinas',
  ativo: true,
};

const FILIAIS = [
  { id: 8, nome: 'Matriz São Paulo', detalhe: null },
  { id: 9, nome: 'Filial Campinas', detalhe: null },
];

const instalar = (
  extra: Record<string, (req: RequisicaoFake) => { status?: number; body?: unknown }> = {},
) =>
  instalarFakeFetch({
    'GET /api/escala/feriado': (req) =>
      envelope({
        items:
          req.url.searchParams.get('ativo') === 'false'
            ? []
            : req.url.searchParams.get('Ano') === '2026'
              ? [ANIVERSARIO, PADROEIRO]
              : [{ ...ANIVERSARIO, data: `${req.url.searchParams.get('Ano')}-01-25` }],
      }),
    'GET /api/base/filter/filiais': () => envelope(FILIAIS),
    ...extra,
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-10T12:00:00'));
});

const LIMITE = { timeout: 20_000 };

describe('feriados municipais (RH)', LIMITE, () => {
  it('lista os feriados do ano com data, repetição e filial; navega pelos anos', async () => {
    const { chamadas } = instalar();
    renderComProviders(<FeriadosTab />);
    const tabela = await screen.findByRole('table', { name: 'Lista de feriados' });
    const linhas = within(tabela).getAllByRole('row');
    expect(linhas[1]).toHaveTextContent(
      '25/01/2026Aniversário de São PauloTodo anoTodas as filiais',
    );
    expect(linhas[2]).toHaveTextContent(
      '08/12/2026Padroeiro de CampinasSó neste anoFilial Campinas',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Próximo ano' }));
    expect(await within(tabela).findByText('25/01/2027')).toBeInTheDocument();
    expect(chamadas.at(-1)?.url.searchParams.get('Ano')).toBe('2027');

    await userEvent.click(screen.getByText('Arquivados'));
    expect(await screen.findByText('Nenhum feriado municipal em 2027')).toBeInTheDocument();
  });

  it('cadastra um feriado: valida os campos e envia data, repetição e filial', async () => {
    const { chamadas } = instalar({
      'POST /api/escala/feriado': (req) => ({
        status: 201,
        ...envelope({ ...PADROEIRO, id: 3, ...(req.body as object) }, 'Feriado cadastrado.'),
      }),
    });
    renderComProviders(<FeriadosTab />);
    await screen.findByRole('table', { name: 'Lista de feriados' });
    await userEvent.click(screen.getByRole('button', { name: 'Novo feriado' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo feriado' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(within(modal).getByText('Informe o nome do feriado.')).toBeInTheDocument();
    expect(within(modal).getByText('Informe a data do feriado.')).toBeInTheDocument();

    await userEvent.type(within(modal).getByLabelText(/Nome do feriado/), 'Dia do comerciário');
    await userEvent.click(within(modal).getByRole('button', { name: /Data/ }));
    await userEvent.click(await screen.findByRole('button', { name: '16 novembro 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
    await userEvent.click(within(modal).getByLabelText('Repete todo ano (mesmo dia e mês)'));
    await userEvent.click(within(modal).getByRole('combobox', { name: 'Filial (município)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Filial Campinas' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Feriado cadastrado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo feriado' })).toBeNull());
    expect(chamadas.find((c) => c.method === 'POST')?.body).toStrictEqual({
      nome: 'Dia do comerciário',
      data: '2026-11-16',
      recorrente: true,
      filialId: 9,
    });
  });

  it('edita um feriado e mostra a recusa do servidor no formulário', async () => {
    const { chamadas } = instalar({
      'PUT /api/escala/feriado/2': () =>
        erroServidor(
          409,
          'Já existe um feriado ativo nesta data para esta filial.',
          'FERIADO_DUPLICADO',
        ),
    });
    renderComProviders(<FeriadosTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Padroeiro de Campinas' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Editar feriado' });
    expect(within(modal).getByLabelText(/Nome do feriado/)).toHaveValue('Padroeiro de Campinas');
    expect(within(modal).getByRole('textbox', { name: /Data/ })).toHaveValue('08/12/2026');
    await userEvent.clear(within(modal).getByLabelText(/Nome do feriado/));
    await userEvent.type(within(modal).getByLabelText(/Nome do feriado/), 'Padroeira de Campinas');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Já existe um feriado ativo nesta data para esta filial.',
    );
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toStrictEqual({
      nome: 'Padroeira de Campinas',
      data: '2026-12-08',
      recorrente: false,
      filialId: 9,
    });
  });

  it('arquiva depois de confirmar', async () => {
    const { chamadas } = instalar({
      'PUT /api/escala/feriado/1/status': () =>
        envelope({ ...ANIVERSARIO, ativo: false }, 'Feriado arquivado.'),
    });
    renderComProviders(<FeriadosTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Arquivar Aniversário de São Paulo' }),
    );
    const confirmar = await screen.findByRole('dialog', {
      name: 'Arquivar Aniversário de São Paulo',
    });
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Arquivar' }));
    expect(await screen.findByText('Feriado arquivado.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toStrictEqual({ ativo: false });
  });

  it('falha ao carregar: mostra o erro com Tentar novamente', async () => {
    instalar({ 'GET /api/escala/feriado': () => erroServidor(500, 'Erro do servidor') });
    renderComProviders(<FeriadosTab />);
    expect(await screen.findByText('Não foi possível carregar os feriados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
