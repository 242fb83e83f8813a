import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';

const ROTA = '/#/dashboard/admin/arquivos-fiscais';
const envelope = (Data: unknown, Mensagem: string | null = null) => ({
  body: { Success: true, Data, Mensagem, Error: null },
});

const base = {
  confirmada: false,
  importacaoId: null,
  nomeArquivo: 'AFD.txt',
  leiaute: '671',
  rep: {
    tipo: 'REP-C',
    numero: '00004004330012345',
    idEmpregador: '11222333000181',
    filialId: 1,
    cadastrado: true,
  },
  marcacoes: 5,
  casadas: 3,
  importadas: 0,
  duplicadas: 0,
  rejeitadas: 2,
  desconhecidos: [{ tipo: 'cpf', identificador: '11144477735', marcacoes: 2, primeiraLinha: 4 }],
  ocorrencias: [],
  ocorrenciasOmitidas: 0,
  avisos: [],
  erros: [],
};

const rep = {
  id: 7,
  tipo: 'REP-C',
  numero: '00004004330012345',
  idEmpregador: '11222333000181',
  filialId: 1,
  filial: 'Matriz',
  leiaute: '671',
  fabricante: '44555666000199',
  modelo: 'IDCLASS 671',
  fuso: 'America/Sao_Paulo',
  nome: null,
  criadoEm: '2026-11-20T12:00:00.000Z',
  importacoes: [
    {
      id: 3,
      nomeArquivo: 'AFD-marco.txt',
      em: '2026-11-20T12:00:00.000Z',
      autor: 'Ana RH',
      importadas: 3,
      duplicadas: 0,
      rejeitadas: 2,
      sha256: 'ab',
    },
  ],
};

beforeEach(() => {
  entrarComo(
    loginRespostaFixture({
      MenuAdmin: [item('/dashboard/admin/arquivos-fiscais', 'Arquivos fiscais (AFD/AEJ)')],
    }),
  );
});

const escolherArquivo = async (arquivo: File) => {
  await screen.findByRole('button', { name: 'Pré-visualizar' });
  const entrada = document.querySelectorAll<HTMLInputElement>('input[type="file"]')[0];
  await userEvent.upload(entrada as HTMLInputElement, arquivo);
};

describe('importação de AFD: vínculos, fila e relógios', { timeout: 20_000 }, () => {
  it('vincula um CPF desconhecido a um colaborador buscado pelo nome e refaz a prévia', async () => {
    let vinculado = false;
    const corpos: unknown[] = [];
    instalarFakeFetch({
      'GET /api/main/certificados': () => envelope([]),
      'GET /api/main/ImportarAfd/reps': () => envelope([]),
      'POST /api/main/ImportarAfd/previa': () =>
        envelope(vinculado ? { ...base, casadas: 5, rejeitadas: 0, desconhecidos: [] } : base),
      'GET /api/main/ImportarAfd/colaboradores': (req: RequisicaoFake) => {
        expect(req.url.searchParams.get('search')).toBe('mar');
        return envelope([{ id: 41, nome: 'Maria Souza', cpf: '52998224725' }]);
      },
      'PUT /api/main/ImportarAfd/mapeamentos': (req: RequisicaoFake) => {
        corpos.push(req.body);
        vinculado = true;
        return envelope({
          id: 1,
          tipo: 'cpf',
          identificador: '11144477735',
          usuarioId: 41,
          colaborador: 'Maria Souza',
          em: '2026-11-22T12:00:00.000Z',
        });
      },
    });
    renderApp(ROTA);
    expect(await screen.findByText('Nenhum relógio cadastrado')).toBeInTheDocument();
    await escolherArquivo(new File(['conteudo'], 'AFD.txt', { type: 'text/plain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(await screen.findByText('A importar: 3')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Vincular CPF 11144477735 a um colaborador' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Vincular CPF 11144477735' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Buscar' }));
    expect(
      within(modal).getByText('Buscar colaborador: digite ao menos 3 letras do nome.'),
    ).toBeInTheDocument();
    await userEvent.type(within(modal).getByLabelText('Buscar colaborador pelo nome'), 'mar');
    await userEvent.click(within(modal).getByRole('button', { name: 'Buscar' }));
    expect(await within(modal).findByText('Maria Souza · CPF ***.982.247-**')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Vincular a Maria Souza' }));
    expect(await screen.findByText('A importar: 5')).toBeInTheDocument();
    expect(corpos).toEqual([{ tipo: 'cpf', identificador: '11144477735', usuarioId: 41 }]);
    expect(screen.queryByText(/Empregados não encontrados/)).not.toBeInTheDocument();
    expect(
      await screen.findByText('CPF 11144477735 vinculado a Maria Souza. A prévia foi refeita.'),
    ).toBeInTheDocument();
  });

  it('arquivo grande vai para a fila e mostra a barra de progresso até o relatório', async () => {
    let consultas = 0;
    instalarFakeFetch({
      'GET /api/main/certificados': () => envelope([]),
      'GET /api/main/ImportarAfd/reps': () => envelope([]),
      'POST /api/main/ImportarAfd/previa': () => envelope({ ...base, desconhecidos: [] }),
      'POST /api/main/ImportarAfd': () => {
        throw new Error('arquivo grande não pode ir pela importação na hora');
      },
      'POST /api/main/ImportarAfd/tarefas': () => ({
        status: 202,
        ...envelope({
          id: 9,
          status: 'pendente',
          nomeArquivo: 'AFD.txt',
          tamanho: 3_000_000,
          processados: 0,
          percentual: 0,
          resultado: null,
          erro: null,
          criadoEm: '2026-11-22T12:00:00.000Z',
          concluidoEm: null,
        }),
      }),
      'GET /api/main/ImportarAfd/tarefas/9': () => {
        consultas += 1;
        const fim = consultas > 1;
        return envelope({
          id: 9,
          status: fim ? 'concluida' : 'processando',
          nomeArquivo: 'AFD.txt',
          tamanho: 3_000_000,
          processados: fim ? 3_000_000 : 1_200_000,
          percentual: fim ? 100 : 40,
          resultado: fim ? { ...base, confirmada: true, importacaoId: 4, importadas: 3 } : null,
          erro: null,
          criadoEm: '2026-11-22T12:00:00.000Z',
          concluidoEm: fim ? '2026-11-22T12:01:00.000Z' : null,
        });
      },
    });
    renderApp(ROTA);
    await escolherArquivo(new File([new Uint8Array(3_000_000)], 'AFD.txt', { type: 'text/plain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Importar 3 marcação(ões)' }));
    expect(await screen.findByText('Importando… AFD.txt: 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(
      await screen.findByText('Importação concluída. AFD.txt: 100%', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const relatorio = screen.getByText('Relatório da importação').closest('[role="status"]');
    expect(within(relatorio as HTMLElement).getByText('Importadas: 3')).toBeInTheDocument();
  });

  it('lista os relógios com as importações e o RH edita nome e fuso', async () => {
    const corpos: unknown[] = [];
    instalarFakeFetch({
      'GET /api/main/certificados': () => envelope([]),
      'GET /api/main/ImportarAfd/reps': () => envelope([rep]),
      'PUT /api/main/ImportarAfd/reps/7': (req: RequisicaoFake) => {
        corpos.push(req.body);
        return envelope({ ...rep, ...(req.body as object) }, 'Relógio atualizado.');
      },
    });
    renderApp(ROTA);
    const linha = (await screen.findByText('Sem nome')).closest('tr') as HTMLElement;
    expect(linha).toHaveTextContent('REP-C nº 00004004330012345');
    expect(linha).toHaveTextContent('44555666000199 / IDCLASS 671');
    expect(linha).toHaveTextContent('Sao Paulo');
    await userEvent.click(
      within(linha).getByRole('button', { name: 'Importações do relógio 00004004330012345' }),
    );
    expect(
      await screen.findByText(/AFD-marco\.txt · Ana RH: 3 importada\(s\)/),
    ).toBeInTheDocument();
    await userEvent.click(
      within(linha).getByRole('button', { name: 'Editar o relógio 00004004330012345' }),
    );
    await userEvent.type(await screen.findByLabelText('Nome do relógio'), 'Portaria');
    await userEvent.click(screen.getByRole('combobox', { name: /Fuso horário/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Manaus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(corpos).toEqual([{ nome: 'Portaria', fuso: 'America/Manaus' }]));
    expect(await screen.findByText('Relógio atualizado.')).toBeInTheDocument();
  });
});
