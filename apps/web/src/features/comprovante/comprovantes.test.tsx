import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { enderecoAtual, entrarComo, renderApp } from '../../../test/render-app.tsx';

const CODIGO = 'A1B2C3D4E5F60718293A';

const comprovantes = (items: unknown[]) => ({
  body: {
    Success: true,
    Data: { desde: '2026-11-20T09:00:00-03:00', ate: '2026-11-22T09:00:00-03:00', items },
    Mensagem: null,
    Error: null,
  },
});

const itemComprovante = {
  comprovanteId: CODIGO,
  marcacaoId: 5,
  nsr: 105,
  dataHora: '2026-11-22T08:02:00-03:00',
  data: '2026-11-22',
  hora: '08:02',
  offline: true,
  hash: `${CODIGO}${'0'.repeat(44)}`,
  url: `/api/main/comprovantes/${CODIGO}/pdf`,
};

const verificacao = {
  Success: true,
  Data: {
    autentico: true,
    comprovanteId: CODIGO,
    nsr: 105,
    marcadoEm: '2026-11-22T08:02:00-0300',
    gravadoEm: '2026-11-22T08:02:03-03:00',
    offline: false,
    empregador: { nome: 'Empresa Demo', cnpj: '12.345.678/0001-90' },
    trabalhador: { nome: 'Maria da Silva', cpf: '***.456.789-**' },
    numeroInpi: 'BR512026000001',
    hash: `${CODIGO}${'0'.repeat(44)}`,
    hashAnterior: null,
    hashConfere: true,
  },
  Mensagem: null,
  Error: null,
};

describe('comprovantes de marcação de ponto', () => {
  it('lista os comprovantes das últimas 48 horas no painel', async () => {
    instalarFakeFetch({ 'GET /api/main/comprovantes': () => comprovantes([itemComprovante]) });
    entrarComo(
      loginRespostaFixture({
        MenuMinhasRotinas: [item('/dashboard/minhas-rotinas/comprovantes', 'Comprovantes')],
      }),
    );
    renderApp('/#/dashboard/minhas-rotinas/comprovantes');
    const tabela = await screen.findByRole('table', {
      name: 'Comprovantes das últimas 48 horas',
    });
    const linha = within(tabela).getAllByRole('row')[1]!;
    expect(linha).toHaveTextContent('22/11/2026');
    expect(linha).toHaveTextContent('08:02');
    expect(linha).toHaveTextContent('off-line');
    expect(linha).toHaveTextContent('105');
    expect(within(linha).getByRole('button', { name: `Comprovante ${CODIGO}` })).toBeVisible();
  });

  it('detalhes sem comprovantes mostra o estado vazio', async () => {
    instalarFakeFetch({ 'GET /api/main/comprovantes': () => comprovantes([]) });
    entrarComo();
    renderApp('/comprovantes-marcacao-ponto/detalhes');
    expect(await screen.findByText('Nenhum comprovante nas últimas 48 horas')).toBeVisible();
  });

  it('a página pública confere o código do QR code e mascara o CPF', async () => {
    const { chamadas } = instalarFakeFetch({
      'GET /api/main/comprovantes/verificar': () => ({ body: verificacao }),
    });
    renderApp(`/comprovantes-marcacao-ponto?codigo=${CODIGO.toLowerCase()}`);
    const titulo = await screen.findByText('Comprovante autêntico');
    const resultado = titulo.closest('[role="status"]') as HTMLElement;
    expect(resultado).toHaveTextContent('Marcação: 22/11/2026 08:02');
    expect(resultado).toHaveTextContent('CPF ***.456.789-**');
    expect(screen.getByLabelText(/Código do comprovante/)).toHaveValue(CODIGO);
    const pedido = chamadas[0];
    expect(pedido?.url.searchParams.get('codigo')).toBe(CODIGO);
    expect(pedido?.headers.get('authorization')).toBeNull();
  });

  it('código desconhecido mostra a falha e código mal digitado é barrado no formulário', async () => {
    instalarFakeFetch({
      'GET /api/main/comprovantes/verificar': () => ({
        status: 404,
        body: { Success: false, Data: null, Mensagem: 'Comprovante não encontrado.', Error: 'x' },
      }),
    });
    renderApp('/comprovantes-marcacao-ponto');
    const campo = await screen.findByLabelText(/Código do comprovante/);
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Informe o código do comprovante.')).toBeVisible();
    await userEvent.type(campo, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(/Código do comprovante: use os 20 caracteres/)).toBeVisible();
    await userEvent.clear(campo);
    await userEvent.type(campo, 'FFFFFFFFFFFFFFFFFFFF');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Comprovante não encontrado')).toBeVisible();
  });

  it('"Entrar para ver meus comprovantes" marca o fluxo de comprovantes e vai ao login', async () => {
    instalarFakeFetch({});
    const { router } = renderApp('/comprovantes-marcacao-ponto');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Entrar para ver meus comprovantes' }),
    );
    await waitFor(() => expect(enderecoAtual(router)).toMatch(/^\/login/));
    expect(localStorage.getItem('iscomprovante')).toBe('true');
  });
});
