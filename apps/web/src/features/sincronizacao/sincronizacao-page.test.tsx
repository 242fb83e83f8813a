import type {
  FonteSincronizacao,
  LoteSincronizacao,
  PreviaSincronizacao,
  ResultadoSincronizacao,
} from '@jornada/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch, type RespostaFake } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { SincronizacaoPage } from './sincronizacao-page.tsx';

const envelope = <T,>(data: T, message: string | null = null): RespostaFake => ({
  body: { success: true, data, error: null, message },
});
const B = '/api/integracao/sincronizacao';
const FONTE: FonteSincronizacao = { id: 3, nome: 'Domínio', mapeamentos: {} };
const LOTE: LoteSincronizacao = {
  id: 9,
  fonteId: 3,
  tipo: 'colaboradores',
  nomeArquivo: 'dominio.csv',
  colunas: ['CPF', 'Nome', 'Cargo'],
  totalLinhas: 3,
  mapeamento: { cpf: 'CPF', nome: 'Nome', cargo: 'Cargo' },
};
const PREVIA: PreviaSincronizacao = {
  contagens: { novo: 1, alterado: 1, semMudanca: 0, erro: 1 },
  linhas: [
    { linha: 2, cpf: '39053344705', nome: 'Renata', situacao: 'novo', mudancas: [], erros: [] },
    {
      linha: 3,
      cpf: '16899535009',
      nome: 'Carlos',
      situacao: 'alterado',
      mudancas: [{ campo: 'cargo', rotulo: 'Cargo', antes: 'Vendedor', depois: 'Gerente' }],
      erros: [],
    },
    {
      linha: 4,
      cpf: '11111111111',
      nome: 'Fulano',
      situacao: 'erro',
      mudancas: [],
      erros: ['CPF: inválido (confira os dígitos verificadores).'],
    },
  ],
};
const RESULTADO: ResultadoSincronizacao = {
  contagens: PREVIA.contagens,
  erros: [PREVIA.linhas[2]!],
};

const LIMITE = { timeout: 60_000 };

describe('Sincronização com a folha', LIMITE, () => {
  it('envia, confere as colunas, vê a prévia por linha, confirma e vê as linhas com erro', async () => {
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/fontes`]: () => envelope({ items: [FONTE] }),
      [`POST ${B}/lotes`]: () => envelope(LOTE),
      [`POST ${B}/lotes/9/previa`]: () => envelope(PREVIA),
      [`POST ${B}/lotes/9/confirmacao`]: () => envelope(RESULTADO),
    });
    renderComProviders(<SincronizacaoPage />);
    expect(await screen.findByRole('combobox', { name: 'Fonte' })).toHaveProperty('value', '3');
    const enviar = screen.getByRole('button', { name: 'Enviar arquivo' });
    await userEvent.click(enviar);
    expect(await screen.findByText('Arquivo: escolha um arquivo CSV ou XLSX.')).toBeDefined();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'], 'dominio.csv', { type: 'text/csv' }), {
      applyAccept: false,
    });
    await userEvent.click(enviar);

    const cpf = await screen.findByRole('combobox', { name: /^CPF/ });
    expect((cpf as HTMLSelectElement).value).toBe('CPF');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Cargo/ }), '');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Cargo/ }), 'Cargo');
    await userEvent.click(screen.getByRole('button', { name: 'Ver prévia' }));
    const tabela = await screen.findByRole('table');
    expect(within(tabela).getByText('Cargo: Vendedor → Gerente')).toBeDefined();
    expect(within(tabela).getByText('Alterado')).toBeDefined();
    expect(screen.getByText('Erro: 1')).toBeDefined();
    const corpoPrevia = chamadas.find((c) => c.url.pathname.endsWith('/previa'))!.body;
    expect(corpoPrevia).toEqual({ mapeamento: { cpf: 'CPF', nome: 'Nome', cargo: 'Cargo' } });

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar sincronização' }));
    expect(await screen.findByText('Sincronização concluída')).toBeDefined();
    expect(screen.getByText(/2 linha\(s\) sincronizada\(s\)/)).toBeDefined();
    expect(screen.getByText('CPF: inválido (confira os dígitos verificadores).')).toBeDefined();
  });

  it('campo obrigatório sem coluna e erro do servidor na prévia aparecem com o nome do campo', async () => {
    instalarFakeFetch({
      [`GET ${B}/fontes`]: () => envelope({ items: [FONTE] }),
      [`POST ${B}/lotes`]: () => envelope(LOTE),
      [`POST ${B}/lotes/9/previa`]: () => ({
        status: 400,
        body: corpoErro400('Nome: o arquivo não tem a coluna "Nome".', 'MAPEAMENTO_INVALIDO'),
      }),
    });
    renderComProviders(<SincronizacaoPage />);
    await screen.findByRole('combobox', { name: 'Fonte' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'], 'dominio.csv', { type: 'text/csv' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar arquivo' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^CPF/ }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Ver prévia' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'CPF: escolha a coluna do arquivo.',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^CPF/ }), 'CPF');
    await userEvent.click(screen.getByRole('button', { name: 'Ver prévia' }));
    expect(await screen.findByText('Nome: o arquivo não tem a coluna "Nome".')).toBeDefined();
  });

  it('sem fontes, cria a fonte pelo nome e ela fica escolhida', async () => {
    let fontes: FonteSincronizacao[] = [];
    instalarFakeFetch({
      [`GET ${B}/fontes`]: () => envelope({ items: fontes }),
      [`POST ${B}/fontes`]: () => {
        fontes = [{ id: 5, nome: 'Senior', mapeamentos: {} }];
        return {
          status: 201,
          body: { success: true, data: fontes[0], error: null, message: 'Fonte criada.' },
        };
      },
    });
    renderComProviders(<SincronizacaoPage />);
    await screen.findByRole('combobox', { name: 'Fonte' });
    await userEvent.click(screen.getByRole('button', { name: 'Criar fonte' }));
    expect(
      await screen.findByText('Nova fonte: informe o nome (ao menos 2 letras).'),
    ).toBeDefined();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nova fonte' }), 'Senior');
    await userEvent.click(screen.getByRole('button', { name: 'Criar fonte' }));
    await screen.findByRole('option', { name: 'Senior' });
    expect(screen.getByRole('combobox', { name: 'Fonte' })).toHaveProperty('value', '5');
  });
});
