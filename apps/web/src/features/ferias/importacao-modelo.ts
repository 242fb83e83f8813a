import {
  COLUNAS_MODELO_PERIODOS,
  type ColunaModeloPeriodos,
  type LinhaImportacaoPeriodo,
} from '@jornada/contracts';
import { gerarCsv } from '@jornada/domain';

/** Nome de cada coluna do modelo para a tela (o arquivo usa os nomes técnicos do cabeçalho). */
export const ROTULO_COLUNA: Record<ColunaModeloPeriodos, string> = {
  matricula: 'Matrícula',
  cpf: 'CPF',
  inicio_aquisitivo: 'Início do período aquisitivo',
  fim_aquisitivo: 'Fim do período aquisitivo',
  dias_direito: 'Dias de direito',
  dias_gozados: 'Dias gozados',
  dias_vendidos: 'Dias vendidos',
  observacao: 'Observação',
};

const BOM = '\uFEFF';

/** O modelo para download: o cabeçalho e uma linha de exemplo (CSV com ";", UTF-8). */
export const modeloCsv = (): Blob =>
  new Blob(
    [
      BOM +
        gerarCsv([
          [...COLUNAS_MODELO_PERIODOS],
          ['1001', '', '02/08/2024', '01/08/2025', '30', '20', '10', 'Exemplo: apague esta linha'],
        ]),
    ],
    { type: 'text/csv;charset=utf-8' },
  );

/** As linhas rejeitadas como vieram, com a coluna "erros" no fim, para corrigir e reenviar. */
export const rejeitadasCsv = (linhas: readonly LinhaImportacaoPeriodo[]): Blob =>
  new Blob(
    [
      BOM +
        gerarCsv([
          ['linha', ...COLUNAS_MODELO_PERIODOS, 'erros'],
          ...linhas
            .filter((l) => l.erros.length > 0)
            .map((l) => [
              String(l.linha),
              ...COLUNAS_MODELO_PERIODOS.map((c) => l.valores[c] ?? ''),
              l.erros.map((e) => `${ROTULO_COLUNA[e.campo]}: ${e.mensagem}`).join(' | '),
            ]),
        ]),
    ],
    { type: 'text/csv;charset=utf-8' },
  );
