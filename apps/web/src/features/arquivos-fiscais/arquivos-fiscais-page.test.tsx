import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';

const ROTA = '/#/dashboard/admin/arquivos-fiscais';
const envelope = (Data: unknown) => ({
  body: { Success: true, Data, Mensagem: null, Error: null },
});

const certificado = {
  id: 1,
  origem: 'demo',
  titular: 'Jornada Desenvolvimento',
  emissor: 'Jornada',
  numeroSerie: '01',
  validoDe: '2026-01-01',
  validoAte: '2027-01-01',
  ativo: true,
  doDesenvolvedor: true,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 9, 5, 7));
  entrarComo(
    loginRespostaFixture({
      MenuAdmin: [item('/dashboard/admin/arquivos-fiscais', 'Arquivos fiscais (AFD/AEJ)')],
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:arquivo');
  URL.revokeObjectURL = vi.fn();
});

describe('arquivos fiscais do RH', { timeout: 20_000 }, () => {
  it('baixa o AFD do período e pede a .p7s com os cabeçalhos do arquivo', async () => {
    const pedidos: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (entrada: RequestInfo | URL) => {
        const url = new URL(String(entrada), 'http://localhost');
        pedidos.push(url);
        if (url.pathname === '/api/main/certificados')
          return new Response(JSON.stringify(envelope([certificado]).body), {
            headers: { 'content-type': 'application/json' },
          });
        if (url.pathname === '/api/main/afd')
          return new Response('0000000001...', {
            headers: {
              'content-disposition': 'attachment; filename="AFD123.txt"',
              'x-afd-gerado-em': '2026-11-22T09:05:00-0300',
              'x-afd-nsr-final': '42',
            },
          });
        return new Response('p7s', {
          headers: { 'content-disposition': 'attachment; filename="AFD123.txt.p7s"' },
        });
      }),
    );
    renderApp(ROTA);
    expect(await screen.findByText('Jornada Desenvolvimento')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Baixar AFD' }));
    expect(await screen.findByText('AFD123.txt e AFD123.txt.p7s baixados.')).toBeInTheDocument();
    const afd = pedidos.find((u) => u.pathname === '/api/main/afd');
    expect(afd?.searchParams.get('dataInicio')).toBe('2026-11-01');
    expect(afd?.searchParams.get('dataFim')).toBe('2026-11-22');
    const p7s = pedidos.find((u) => u.pathname === '/api/main/afd/assinatura');
    expect(p7s?.searchParams.get('geradoEm')).toBe('2026-11-22T09:05:00-0300');
    expect(p7s?.searchParams.get('nsrFinal')).toBe('42');
  });

  it('pré-visualiza o AFD (a importar, já importadas, desconhecidos, avisos) e importa ao confirmar', async () => {
    const base = {
      importacaoId: null,
      nomeArquivo: 'rep-c.txt',
      leiaute: '1510',
      rep: {
        tipo: 'REP-C',
        numero: '00004000070001234',
        idEmpregador: '11222333000181',
        filialId: 1,
        cadastrado: false,
      },
      marcacoes: 13,
      casadas: 10,
      importadas: 0,
      duplicadas: 2,
      rejeitadas: 1,
      desconhecidos: [
        { tipo: 'pis', identificador: '017012345673', marcacoes: 1, primeiraLinha: 7 },
      ],
      ocorrencias: [
        {
          linha: 7,
          nsr: 15,
          identificador: '017012345673',
          motivo: 'PIS 017012345673 não cadastrado nesta empresa',
        },
      ],
      ocorrenciasOmitidas: 0,
      avisos: [{ linha: 9, codigo: 'NSR_LACUNA', mensagem: 'NSR 16 faltando' }],
      erros: [],
    };
    const chamadas: string[] = [];
    instalarFakeFetch({
      'GET /api/main/certificados': () => envelope([]),
      'GET /api/main/ImportarAfd/reps': () => envelope([]),
      'POST /api/main/ImportarAfd/previa': () => {
        chamadas.push('previa');
        return envelope({ ...base, confirmada: false });
      },
      'POST /api/main/ImportarAfd': () => {
        chamadas.push('importar');
        return envelope({ ...base, confirmada: true, importacaoId: 3, importadas: 10 });
      },
    });
    renderApp(ROTA);
    expect(await screen.findByText('Nenhum certificado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(await screen.findByText('Arquivo AFD: selecione o arquivo.')).toBeInTheDocument();
    const arquivo = new File(['conteudo'], 'rep-c.txt', { type: 'text/plain' });
    // O FileInput do Mantine é um botão rotulado que aciona um input de arquivo oculto; o
    // primeiro da página é o da importação do AFD.
    expect(screen.getByRole('button', { name: /Arquivo AFD/ })).toBeInTheDocument();
    const entrada = document.querySelectorAll<HTMLInputElement>('input[type="file"]')[0];
    await userEvent.upload(entrada as HTMLInputElement, arquivo);
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    const previa = (await screen.findByText('Prévia da importação (nada foi gravado)')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(within(previa).getByText('A importar: 10')).toBeInTheDocument();
    expect(within(previa).getByText('Já importadas: 2')).toBeInTheDocument();
    expect(previa).toHaveTextContent('PIS 017012345673: 1 marcação(ões), a primeira na linha 7');
    expect(previa).toHaveTextContent('Linha 9: NSR 16 faltando');
    expect(chamadas).toEqual(['previa']);
    await userEvent.click(screen.getByRole('button', { name: 'Importar 10 marcação(ões)' }));
    const relatorio = (await screen.findByText('Relatório da importação')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(within(relatorio).getByText('Importadas: 10')).toBeInTheDocument();
    expect(within(relatorio).getByText('Rejeitadas: 1')).toBeInTheDocument();
    expect(chamadas).toEqual(['previa', 'importar']);
  });

  it('o envio do certificado exige o arquivo e a senha', async () => {
    instalarFakeFetch({ 'GET /api/main/certificados': () => envelope([]) });
    renderApp(ROTA);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar certificado' }));
    await waitFor(() =>
      expect(screen.getByText('Certificado (.pfx/.p12): selecione o arquivo.')).toBeInTheDocument(),
    );
    expect(screen.getByText('Senha do certificado: informe a senha.')).toBeInTheDocument();
  });
});
