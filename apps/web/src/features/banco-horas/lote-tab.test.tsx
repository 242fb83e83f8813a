import type { ImportacaoSaldoAnterior } from '@jornada/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { abrirBanco, B, LIMITE, ok, rotasDoBanco } from './banco-horas.fixtures.ts';

const importacao = (confirmada: boolean): ImportacaoSaldoAnterior => ({
  confirmada,
  aceitas: 1,
  recusadas: 1,
  linhas: [
    {
      linha: 2,
      identificador: '1000',
      usuarioId: 7,
      nome: 'Maria da Silva',
      saldo: '12:30',
      minutos: 750,
      motivo: 'Sistema antigo',
      erro: null,
    },
    {
      linha: 3,
      identificador: '99999',
      usuarioId: null,
      nome: null,
      saldo: '01:00',
      minutos: 60,
      motivo: 'x',
      erro: 'Matrícula não encontrada.',
    },
  ],
});

const corpos = (chamadas: RequisicaoFake[], caminho: string) =>
  chamadas
    .filter((c) => c.method === 'POST' && c.url.pathname === `${B}${caminho}`)
    .map((c) => c.body);

const rotas = () => ({
  ...rotasDoBanco(),
  'GET /api/base/filter/departamentos': () => ok([{ id: 3, nome: 'Vendas', detalhe: null }]),
  'GET /api/banco-horas/api/v1/bancoHora/rescisao/pendentes': () =>
    ok({
      items: [
        {
          usuarioId: 8,
          nome: 'João Souza',
          demissao: '2026-11-13',
          bancoHoraId: 1,
          bancoHoraNome: 'Banco',
          saldoMinutos: 150,
        },
      ],
      total: 1,
      pagina: 1,
      porPagina: 25,
    }),
});

describe('operações em lote do banco de horas (RH)', () => {
  it(
    'confere o arquivo de saldo anterior, mostra o erro de cada linha e importa as aceitas',
    LIMITE,
    async () => {
      const { chamadas } = instalarFakeFetch({
        ...rotas(),
        'POST /api/banco-horas/api/v1/bancoHora/saldoAnterior/importacao/previa': () =>
          ok(importacao(false)),
        'POST /api/banco-horas/api/v1/bancoHora/saldoAnterior/importacao': () =>
          ok(importacao(true)),
      });
      await abrirBanco('Operações em lote');
      await userEvent.click(await screen.findByRole('button', { name: 'Conferir arquivo' }));
      expect(screen.getByText('Arquivo: escolha um arquivo .csv ou .xlsx.')).toBeInTheDocument();
      const arquivo = new File(['matricula;saldo\n1000;12:30\n99999;01:00\n'], 'saldos.csv', {
        type: 'text/csv',
      });
      await userEvent.upload(
        document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
        arquivo,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Conferir arquivo' }));
      const tabela = await screen.findByRole('table', { name: 'Linhas do arquivo' });
      expect(within(tabela).getByText('Matrícula não encontrada.')).toBeInTheDocument();
      const baixar = screen.getByRole('link', { name: 'Baixar linhas recusadas' });
      expect(decodeURIComponent(baixar.getAttribute('href')!)).toContain(
        '3;99999;01:00;Matrícula não encontrada.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Importar 1 linha(s)' }));
      expect(await screen.findByText('1 saldo(s) anterior(es) importado(s).')).toBeInTheDocument();
      const [previa] = corpos(chamadas, '/bancoHora/saldoAnterior/importacao/previa') as {
        nomeArquivo: string;
        conteudo: string;
      }[];
      expect(previa!.nomeArquivo).toBe('saldos.csv');
      expect(atob(previa!.conteudo)).toContain('99999;01:00');
      expect(corpos(chamadas, '/bancoHora/saldoAnterior/importacao')).toHaveLength(1);
    },
  );

  it(
    'atribui a um departamento: mostra quem entra e os conflitos antes de incluir',
    LIMITE,
    async () => {
      const previa = (confirmada: boolean) =>
        ok({
          confirmada,
          total: 2,
          conflitos: 1,
          pagina: 1,
          porPagina: 25,
          incluidos: confirmada ? 1 : 0,
          pessoas: [
            { usuarioId: 7, nome: 'Maria da Silva', conflito: null },
            {
              usuarioId: 8,
              nome: 'João Souza',
              conflito: { bancoHoraId: 2, vigenciaInicio: '2026-01-01', vigenciaFim: null },
            },
          ],
        });
      const { chamadas } = instalarFakeFetch({
        ...rotas(),
        'POST /api/banco-horas/api/v1/bancoHora/colaborador/lote/previa': () => previa(false),
        'POST /api/banco-horas/api/v1/bancoHora/colaborador/lote': () => previa(true),
      });
      await abrirBanco('Operações em lote');
      await userEvent.click(await screen.findByRole('button', { name: 'Ver quem entra' }));
      expect(screen.getByText('Departamento: escolha um.')).toBeInTheDocument();
      expect(screen.getByText('Vigência a partir de: informe a data.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('combobox', { name: 'Departamento' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Vendas' }));
      await userEvent.click(screen.getByRole('button', { name: /Vigência a partir de/ }));
      await userEvent.click(await screen.findByRole('button', { name: '16 novembro 2026' }));
      await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
      await userEvent.click(screen.getByRole('button', { name: 'Ver quem entra' }));
      const tabela = await screen.findByRole('table', { name: 'Quem entra no banco' });
      expect(within(tabela).getByText('João Souza').closest('tr')).toHaveTextContent(
        'Já em banco desde 01/01/2026',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Incluir 1 colaborador(es)' }));
      expect(
        await screen.findByText('1 colaborador(es) incluído(s) no banco.'),
      ).toBeInTheDocument();
      expect(corpos(chamadas, '/bancoHora/colaborador/lote')).toEqual([
        expect.objectContaining({
          bancoHoraId: 1,
          departamentoId: 3,
          vigenciaInicio: '2026-11-16',
          pagina: 1,
        }),
      ]);
    },
  );

  it(
    'lista o desligado com banco aberto e abre a rescisão com a data da demissão',
    LIMITE,
    async () => {
      instalarFakeFetch(rotas());
      await abrirBanco('Operações em lote');
      const tabela = await screen.findByRole('table', { name: 'Rescisões pendentes' });
      expect(within(tabela).getByText('João Souza').closest('tr')).toHaveTextContent('13/11/2026');
      await userEvent.click(
        within(tabela).getByRole('button', { name: 'Fazer a rescisão de João Souza' }),
      );
      const form = await screen.findByRole('form', { name: 'Rescisão do banco' });
      expect(within(form).getByText('João Souza')).toBeInTheDocument();
      expect(within(form).getByRole('textbox', { name: 'Data da rescisão' })).toHaveValue(
        '13/11/2026',
      );
    },
  );
});
