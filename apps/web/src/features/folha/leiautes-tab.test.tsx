import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { B, LEIAUTES, LIMITE, leiauteFixture, ok } from './folha.fixtures.ts';
import { LeiautesTab } from './leiautes-tab.tsx';

const previa = { linhas: ['000123;150;8.35', '000124;8069;1.10'], total: 30, erros: [] };

describe('aba Leiautes', LIMITE, () => {
  it('lista os leiautes da empresa e exclui só depois de confirmar', async () => {
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/leiaute`]: () => ok(LEIAUTES),
      [`DELETE ${B}/leiaute/7`]: () => ok(leiauteFixture({ ativo: false })),
    });
    renderComProviders(<LeiautesTab />);
    const tabela = await screen.findByRole('table', { name: 'Leiautes da empresa' });
    expect(within(tabela).getByText('Folha própria')).toBeInTheDocument();
    expect(within(tabela).getByText('Com separador “;”')).toBeInTheDocument();
    await userEvent.click(within(tabela).getByRole('button', { name: 'Excluir Folha própria' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir leiaute' });
    expect(chamadas.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Leiaute Folha própria excluído.')).toBeInTheDocument();
  });

  it('sem leiautes próprios, diz que os prontos já estão na exportação', async () => {
    instalarFakeFetch({ [`GET ${B}/leiaute`]: () => ok({ ...LEIAUTES, personalizados: [] }) });
    renderComProviders(<LeiautesTab />);
    expect(await screen.findByText('Nenhum leiaute da empresa')).toBeInTheDocument();
  });

  it('no designer, a prévia usa dados reais, a validação nomeia o campo e o leiaute é salvo', async () => {
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/leiaute`]: () => ok(LEIAUTES),
      [`POST ${B}/leiaute/previa`]: () => ok(previa),
      [`POST ${B}/leiaute`]: (req) => ok(leiauteFixture({ id: 8, ...(req.body as object) })),
    });
    renderComProviders(<LeiautesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Novo leiaute' }));
    const linhas = await screen.findByLabelText('Linhas da prévia');
    expect(linhas).toHaveTextContent('000123;150;8.35');
    expect(screen.getByText('30 linha(s) no arquivo; as primeiras 2:')).toBeInTheDocument();
    const pedido = chamadas.find((c) => c.url.pathname === `${B}/leiaute/previa`);
    expect(pedido?.body).toMatchObject({
      definicao: { tipo: 'delimitado', separador: ';' },
      linhas: 10,
    });

    await userEvent.click(screen.getByRole('combobox', { name: /^Tipo de leiaute/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Largura fixa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar leiaute' }));
    const alerta = await screen.findByRole('alert');
    expect(within(alerta).getByText(/^Nome:/)).toBeInTheDocument();
    expect(
      within(alerta).getByText(
        'Campos da linha, campo 1 — Tamanho: no leiaute de largura fixa todo campo tem tamanho',
      ),
    ).toBeInTheDocument();

    const campos = screen.getAllByRole('group', { name: /^Campos da linha, campo/ });
    for (const [i, grupo] of campos.entries())
      await userEvent.type(within(grupo).getByLabelText(/^Tamanho/), String(6 + i));
    await userEvent.type(screen.getByLabelText(/^Nome do leiaute/), 'Folha fixa');
    await userEvent.click(screen.getByRole('button', { name: 'Subir Campos da linha, campo 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar leiaute' }));
    await waitFor(() =>
      expect(chamadas.some((c) => c.method === 'POST' && c.url.pathname === `${B}/leiaute`)).toBe(
        true,
      ),
    );
    const salvo = chamadas.find((c) => c.method === 'POST' && c.url.pathname === `${B}/leiaute`);
    expect(salvo?.body).toMatchObject({
      nome: 'Folha fixa',
      extensao: 'txt',
      definicao: {
        tipo: 'fixo',
        campos: [
          { fonte: 'codigoVerba', tamanho: 7 },
          { fonte: 'matricula', tamanho: 6 },
          { fonte: 'quantidade', tamanho: 8 },
        ],
      },
    });
    expect(await screen.findByText('Leiaute Folha fixa salvo.')).toBeInTheDocument();
  });
});
