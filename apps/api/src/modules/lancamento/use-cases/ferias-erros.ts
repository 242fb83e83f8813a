import {
  type ErroFerias,
  formatarDataBr,
  type PeriodoFerias,
  rotuloPeriodo,
} from '@jornada/domain';
import { AppError } from '../../../shared/errors.ts';

/** Campo do corpo de cada erro que não é de um período só. */
const CAMPO_DO_PLANO: Partial<Record<ErroFerias['codigo'], string>> = {
  MAIS_DE_3_PERIODOS: 'periodos',
  NENHUM_PERIODO_DE_14_DIAS: 'periodos',
  DIAS_DIFEREM_DO_DIREITO: 'periodos',
  ABONO_ACIMA_DE_UM_TERCO: 'abonoPecuniario',
  SEM_DIREITO: 'periodoAquisitivo',
};

/**
 * O campo de um erro do motor de férias, para o formulário marcar o período: a mensagem do motor
 * nomeia cada período pelo `rotuloPeriodo` ("2º período (06/07/2026)"); o campo aponta o período
 * citado (nas sobreposições, o último dos dois). Nenhuma regra é refeita aqui.
 */
export const campoDoErro = (erro: ErroFerias, periodos: readonly PeriodoFerias[]): string => {
  const doPlano = CAMPO_DO_PLANO[erro.codigo];
  if (doPlano) return doPlano;
  const citados = periodos
    .map((p, i) => (erro.mensagem.includes(rotuloPeriodo(i, p)) ? i : -1))
    .filter((i) => i >= 0);
  if (citados.length === 0) return 'periodos';
  const i = erro.codigo === 'PERIODOS_SOBREPOSTOS' ? citados[citados.length - 1]! : citados[0]!;
  return erro.codigo === 'PERIODO_MENOR_QUE_5_DIAS'
    ? `periodos[${i}].dias`
    : `periodos[${i}].inicio`;
};

/**
 * Programação recusada pela lei: 422 com o código e o campo do primeiro erro; a mensagem traz
 * todos os erros do motor (cada um já nomeia o período e a regra legal).
 */
export const recusarProgramacao = (
  erros: readonly ErroFerias[],
  periodos: readonly PeriodoFerias[],
) => {
  const [primeiro] = erros;
  return new AppError(
    primeiro!.codigo,
    erros.map((e) => e.mensagem).join(' '),
    422,
    campoDoErro(primeiro!, periodos),
  );
};

/**
 * Período sem saldo (o motor diz saldo 0 com direito): tudo já gozado, agendado, vendido ou em
 * outra programação ativa. 409 no período aquisitivo: não há o que programar nele.
 */
export const periodoJaProgramado = (periodoAquisitivo: string, diasDireito: number) =>
  new AppError(
    'FERIAS_JA_PROGRAMADAS',
    `O período aquisitivo que começa em ${formatarDataBr(periodoAquisitivo)} já está todo programado: os ${diasDireito} dias de direito já foram gozados, agendados, vendidos ou pedidos em outra programação, e não resta saldo.`,
    409,
    'periodoAquisitivo',
  );
