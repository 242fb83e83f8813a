import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import {
  B,
  holeriteFixture,
  LIMITE,
  ok,
  pagina,
  previaFixture,
  TIPOS,
} from './holerite.fixtures.ts';
import { HoleritesAdminPage } from './holerites-admin-page.tsx';

const escolher = async (rotulo: string, opcao: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${rotulo}`) }));
  await userEvent.click(await screen.findByRole('option', { name: opcao }));
};

const envio = () => screen.getByRole('region', { name: 'Importar holerites' });

describe('página de holerites do RH', LIMITE, () => {
  it('valida o envio e diz o que falta, campo a campo', async () => {
    instalarFakeFetch({
      [`GET ${B}/holeritetipo`]: () => ok(TIPOS),
      [`GET ${B}/importacao`]: () => pagina([]),
    });
    renderComProviders(<HoleritesAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar e ver prévia' }));
    expect(screen.getByText('Escolha o tipo de holerite.')).toBeInTheDocument();
    expect(screen.getByText('Escolha o mês da competência.')).toBeInTheDocument();
    expect(screen.getByText('Escolha o ano da competência.')).toBeInTheDocument();
    expect(screen.getByText('Escolha o arquivo PDF ou ZIP com os holerites.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum holerite encontrado')).toBeInTheDocument();
  });

  it('envia o PDF, mostra o que casou e o que não, e publica depois de confirmar', async () => {
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/holeritetipo`]: () => ok(TIPOS),
      [`GET ${B}/importacao`]: () => pagina([]),
      [`POST ${B}/importacao`]: () => ok(previaFixture()),
      [`POST ${B}/importacao/lote/3/publicar`]: () => ok(previaFixture({ situacao: 'publicada' })),
    });
    renderComProviders(<HoleritesAdminPage />);
    await screen.findByText('Nenhum holerite encontrado');
    await escolher('Tipo de holerite', 'Mensal');
    await escolher('Mês da competência', 'Outubro');
    await escolher('Ano da competência', '2026');
    const pdf = new File(['%PDF-1.7 holerites'], 'folha-outubro.pdf', { type: 'application/pdf' });
    await userEvent.upload(
      envio().querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      pdf,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar e ver prévia' }));

    const previa = await screen.findByRole('region', { name: 'Prévia da importação' });
    const envioFeito = chamadas.find((c) => c.method === 'POST');
    expect(envioFeito?.url.search).toBe('?holeriteTipoId=1&competencia=2026-10');
    expect(within(previa).getByText('Holerites encontrados: 2')).toBeInTheDocument();
    const tabela = within(previa).getByRole('table', { name: 'Holerites encontrados' });
    expect(within(tabela).getByText('Paula Andrade')).toBeInTheDocument();
    expect(within(tabela).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(tabela).getByRole('cell', { name: 'Matrícula' })).toBeInTheDocument();
    expect(
      within(previa).getByText(
        'Página 3 (123.456.789-09): Nenhum colaborador da empresa tem este CPF.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(within(previa).getByRole('button', { name: 'Publicar holerites' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Publicar holerites' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(chamadas.some((c) => c.url.pathname === `${B}/importacao/lote/3/publicar`)).toBe(true),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Prévia da importação' })).toBeNull(),
    );
  });

  it('mostra a mensagem do servidor quando o arquivo é recusado', async () => {
    instalarFakeFetch({
      [`GET ${B}/holeritetipo`]: () => ok(TIPOS),
      [`GET ${B}/importacao`]: () => pagina([]),
      [`POST ${B}/importacao`]: () => ({
        status: 400,
        body: corpoErro400('Envie um PDF com os holerites ou um ZIP de PDFs.'),
      }),
    });
    renderComProviders(<HoleritesAdminPage />);
    await screen.findByText('Nenhum holerite encontrado');
    await escolher('Tipo de holerite', 'Férias');
    await escolher('Mês da competência', 'Outubro');
    await escolher('Ano da competência', '2026');
    await userEvent.upload(
      envio().querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      new File(['texto'], 'planilha.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar e ver prévia' }));
    expect(
      await screen.findByText('Envie um PDF com os holerites ou um ZIP de PDFs.'),
    ).toBeInTheDocument();
  });

  it('exclui um grupo de holerites depois de confirmar', async () => {
    const itens = [
      holeriteFixture(),
      holeriteFixture({ id: 12, usuarioId: 41, nome: 'Bruno Lima', cpf: '11144477735' }),
    ];
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/holeritetipo`]: () => ok(TIPOS),
      [`GET ${B}/importacao`]: () => pagina(itens),
      [`DELETE ${B}/importacao`]: () => ok({ excluidos: 2 }),
    });
    renderComProviders(<HoleritesAdminPage />);
    const tabela = await screen.findByRole('table', { name: 'Holerites importados' });
    await userEvent.click(
      within(tabela).getByRole('checkbox', {
        name: 'Selecionar Paula Andrade — Mensal Outubro/2026',
      }),
    );
    await userEvent.click(
      within(tabela).getByRole('checkbox', { name: 'Selecionar Bruno Lima — Mensal Outubro/2026' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Excluir selecionados' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir holerites' });
    expect(dialogo).toHaveTextContent('Deseja excluir os 2 holerites selecionados?');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(chamadas.find((c) => c.method === 'DELETE')?.body).toEqual({ ids: [11, 12] }),
    );
  });

  it('falha da lista mostra o estado de erro da tela, sem a mensagem do servidor', async () => {
    instalarFakeFetch({
      [`GET ${B}/holeritetipo`]: () => ok(TIPOS),
      [`GET ${B}/importacao`]: () => ({ status: 400, body: corpoErro400('detalhe interno') }),
    });
    renderComProviders(<HoleritesAdminPage />);
    expect(await screen.findByText('Não foi possível carregar os holerites.')).toBeInTheDocument();
    expect(screen.queryByText('detalhe interno')).toBeNull();
  });

  it('reabre a prévia de um rascunho da lista e o descarta depois de confirmar', async () => {
    const rascunho = holeriteFixture({ situacao: 'rascunho', publicadoEm: null });
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/holeritetipo`]: () => ok(TIPOS),
      [`GET ${B}/importacao`]: () => pagina([rascunho]),
      [`GET ${B}/importacao/lote/3`]: () => ok(previaFixture()),
      [`DELETE ${B}/importacao/lote/3`]: () => ok({ excluidos: 2 }),
    });
    renderComProviders(<HoleritesAdminPage />);
    const tabela = await screen.findByRole('table', { name: 'Holerites importados' });
    expect(within(tabela).getByText('Rascunho')).toBeInTheDocument();
    await userEvent.click(
      within(tabela).getByRole('button', {
        name: 'Ver prévia de Paula Andrade — Mensal Outubro/2026',
      }),
    );
    const previa = await screen.findByRole('region', { name: 'Prévia da importação' });
    await userEvent.click(within(previa).getByRole('button', { name: 'Descartar importação' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Descartar importação' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Descartar' }));
    await waitFor(() =>
      expect(
        chamadas.some((c) => c.method === 'DELETE' && c.url.pathname === `${B}/importacao/lote/3`),
      ).toBe(true),
    );
    expect(await screen.findByText('Importação descartada.')).toBeInTheDocument();
  });
});
