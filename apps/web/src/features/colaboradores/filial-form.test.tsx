import type { EmpregadorWire } from '@jornada/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch, type RespostaFake } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { FilialForm } from './filial-form.tsx';

const envelope = <T,>(data: T, message: string | null = null): RespostaFake => ({
  body: { success: true, data, error: null, message },
});

/** Filial antiga: a cidade em texto livre não bateu com a lista do IBGE na migração. */
const FILIAL: EmpregadorWire['filiais'][number] = {
  id: 7,
  nome: 'Loja Norte',
  tipoInscricao: 'CNPJ',
  cnpj: '11222333000181',
  caepf: null,
  cno: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cep: null,
  uf: 'SP',
  municipioIbge: null,
  cidade: 'Sampa',
  temRep: true,
};

const MUNICIPIOS: Record<string, { id: number; nome: string; detalhe: string }[]> = {
  SP: [
    { id: 3509502, nome: 'Campinas', detalhe: 'SP' },
    { id: 3550308, nome: 'São Paulo', detalhe: 'SP' },
  ],
  RJ: [{ id: 3304557, nome: 'Rio de Janeiro', detalhe: 'RJ' }],
};

// Prazo, não medida: vários selects do Mantine numa máquina de 2 núcleos ocupada.
const LIMITE = { timeout: 90_000 };

describe('FilialForm', () => {
  it(
    'pede o município, mascara o CEP, valida CAEPF e envia o código IBGE da UF escolhida',
    LIMITE,
    async () => {
      const user = userEvent.setup({ delay: null });
      const { chamadas } = instalarFakeFetch({
        'GET /api/base/filter/cidade': (req) =>
          envelope(MUNICIPIOS[req.url.searchParams.get('uf') ?? ''] ?? []),
        'PUT /api/main/empregador': () => envelope({ razaoSocial: 'Demo', filiais: [] }, 'ok'),
      });
      renderComProviders(<FilialForm filial={FILIAL} onFechar={() => {}} />);
      expect(screen.getByText(/A cidade cadastrada \(Sampa\) não foi encontrada/)).toBeVisible();

      await user.type(screen.getByLabelText('CEP'), '13015904');
      expect(screen.getByLabelText('CEP')).toHaveValue('13015-904');
      await user.type(screen.getByLabelText('CAEPF'), '123');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(screen.getByText('CAEPF: informe 14 dígitos.')).toBeInTheDocument();
      expect(screen.getByText('Município: escolha o município.')).toBeInTheDocument();
      await user.clear(screen.getByLabelText('CAEPF'));

      await user.click(screen.getByRole('combobox', { name: /^UF/ }));
      await user.click(await screen.findByRole('option', { name: 'RJ' }));
      await user.click(screen.getByRole('combobox', { name: /^Município/ }));
      await user.click(await screen.findByRole('option', { name: 'Rio de Janeiro' }));
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      const confirmar = await screen.findByRole('dialog', {
        name: 'Confirmar alteração do empregador',
      });
      await user.click(within(confirmar).getByRole('button', { name: 'Confirmar e registrar' }));
      await screen.findByText('ok');
      expect(chamadas.find((c) => c.method === 'PUT')?.body).toStrictEqual({
        filial: {
          id: 7,
          tipoInscricao: 'CNPJ',
          cnpj: '11222333000181',
          nome: 'Loja Norte',
          caepf: null,
          cno: null,
          cep: '13015904',
          logradouro: null,
          numero: null,
          complemento: null,
          bairro: null,
          uf: 'RJ',
          municipioIbge: 3304557,
        },
      });
    },
  );

  it('filial nova: começa em branco, valida a inscrição e envia sem id', LIMITE, async () => {
    const user = userEvent.setup({ delay: null });
    const { chamadas } = instalarFakeFetch({
      'GET /api/base/filter/cidade': (req) =>
        envelope(MUNICIPIOS[req.url.searchParams.get('uf') ?? ''] ?? []),
      'PUT /api/main/empregador': () => envelope({ razaoSocial: 'Demo', filiais: [] }, 'ok'),
    });
    renderComProviders(<FilialForm filial={null} onFechar={() => {}} />);
    expect(screen.getByLabelText(/^Nome da filial/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Nome da filial: informe o nome.')).toBeInTheDocument();
    expect(screen.getByText('CNPJ: número inválido (confira os dígitos).')).toBeInTheDocument();
    expect(screen.getByText('UF: escolha a UF.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Nome da filial/), 'Loja Campinas');
    await user.type(screen.getByLabelText(/^CNPJ/), '11444777000161');
    await user.click(screen.getByRole('combobox', { name: /^UF/ }));
    await user.click(await screen.findByRole('option', { name: 'SP' }));
    await user.click(screen.getByRole('combobox', { name: /^Município/ }));
    await user.click(await screen.findByRole('option', { name: 'Campinas' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const confirmar = await screen.findByRole('dialog', {
      name: 'Confirmar alteração do empregador',
    });
    await user.click(within(confirmar).getByRole('button', { name: 'Confirmar e registrar' }));
    await screen.findByText('ok');
    const corpo = chamadas.find((c) => c.method === 'PUT')?.body as { filial: object };
    expect(corpo.filial).not.toHaveProperty('id');
    expect(corpo.filial).toMatchObject({
      nome: 'Loja Campinas',
      cnpj: '11444777000161',
      uf: 'SP',
      municipioIbge: 3509502,
    });
  });
});
