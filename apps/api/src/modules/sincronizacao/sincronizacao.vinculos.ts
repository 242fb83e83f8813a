import { lerDataImportacao, MOTIVOS_AUSENCIA, normalizarNome } from '@jornada/domain';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { listAusenciasAtivas } from '../abono/index.ts';
import {
  comErro,
  createIdentificacao,
  dataBr,
  type Entrada,
  type LinhaAvaliada,
  porNome,
} from './sincronizacao.linha.ts';
import type { PortasSincronizacao } from './sincronizacao.portas.ts';

/**
 * Afastamentos (ausências justificadas, só inclusão: a ausência gravada não muda, cancela-se) e o
 * sindicato de cada pessoa, avaliados linha a linha sem gravar nada.
 */
export const createAvaliacaoVinculos = (
  escopo: Escopo,
  portas: PortasSincronizacao,
  fonte: string,
) => {
  const identificar = createIdentificacao(escopo);

  const afastamentos = async (entradas: readonly Entrada[]) => {
    const ids = await identificar(entradas);
    const pessoasIds = ids.flatMap((x) => (x.pessoa ? [x.pessoa.id] : []));
    const ativas = await listAusenciasAtivas(escopo, pessoasIds, '1900-01-01', '2999-12-31');
    const noArquivo: { usuarioId: number; inicio: string; fim: string; linha: number }[] = [];
    return ids.map(({ l, pessoa }, i): LinhaAvaliada => {
      if (l.erros.length) return l;
      const v = entradas[i]!.valores;
      if (!pessoa)
        return comErro(l, 'CPF: colaborador não cadastrado (sincronize os colaboradores antes).');
      const inicio = lerDataImportacao(v.inicio ?? '');
      const fim = v.fim ? lerDataImportacao(v.fim) : inicio;
      const erros: string[] = [];
      if (!inicio) erros.push('Início: data inválida (use DD/MM/AAAA).');
      if (!fim) erros.push('Fim: data inválida (use DD/MM/AAAA).');
      if (!v.tipo) erros.push('Tipo de afastamento: informe o tipo.');
      if (inicio && fim && fim < inicio) erros.push('Fim: anterior ao início.');
      if (erros.length || !inicio || !fim) return comErro(l, ...erros);
      const tipo = normalizarNome(v.tipo ?? '');
      const motivo = MOTIVOS_AUSENCIA.find(
        (m) => normalizarNome(m.codigo) === tipo || normalizarNome(m.descricao) === tipo,
      );
      const codigo = motivo?.codigo ?? 'OUTRO';
      const mesma = ativas.find(
        (a) =>
          a.usuarioId === pessoa.id &&
          a.dataInicio === inicio &&
          a.dataFim === fim &&
          a.motivo === codigo,
      );
      if (mesma) return { ...l, situacao: 'semMudanca' };
      const sobreposta =
        ativas.find(
          (a) => a.usuarioId === pessoa.id && a.dataInicio <= fim && a.dataFim >= inicio,
        ) ?? noArquivo.find((a) => a.usuarioId === pessoa.id && a.inicio <= fim && a.fim >= inicio);
      if (sobreposta) {
        const [de, ate] =
          'linha' in sobreposta
            ? [sobreposta.inicio, sobreposta.fim]
            : [sobreposta.dataInicio, sobreposta.dataFim];
        return comErro(
          l,
          'linha' in sobreposta
            ? `Início: o período se sobrepõe ao da linha ${sobreposta.linha}.`
            : `Início: já existe ausência justificada de ${dataBr(de)} a ${dataBr(ate)}; cancele-a antes de sincronizar outra no mesmo período.`,
        );
      }
      noArquivo.push({ usuarioId: pessoa.id, inicio, fim, linha: l.linha });
      return {
        ...l,
        situacao: 'novo',
        mudancas: [
          {
            campo: 'tipo',
            rotulo: 'Tipo de afastamento',
            antes: '',
            depois: motivo?.descricao ?? v.tipo ?? '',
          },
          { campo: 'inicio', rotulo: 'Início', antes: '', depois: dataBr(inicio) },
          { campo: 'fim', rotulo: 'Fim', antes: '', depois: dataBr(fim) },
        ],
        acao: {
          tipo: 'ausencia',
          dados: {
            usuarioId: pessoa.id,
            dataInicio: inicio,
            dataFim: fim,
            motivo: codigo,
            ...(motivo ? {} : { observacao: `${v.tipo} (sincronizado de ${fonte})`.slice(0, 500) }),
          },
        },
      };
    });
  };

  const sindicatos = async (auth: AuthContext, entradas: readonly Entrada[]) => {
    const lista = await portas.listSindicatos(auth);
    const nomes = porNome(lista);
    return (await identificar(entradas)).map(({ l, pessoa }, i): LinhaAvaliada => {
      if (l.erros.length) return l;
      const v = entradas[i]!.valores;
      if (!pessoa)
        return comErro(l, 'CPF: colaborador não cadastrado (sincronize os colaboradores antes).');
      const s = nomes.get(normalizarNome(v.sindicato ?? ''));
      if (!s)
        return comErro(
          l,
          `Sindicato: "${v.sindicato ?? ''}" não cadastrado na estrutura da empresa.`,
        );
      if (pessoa.sindicatoId === s.id) return { ...l, situacao: 'semMudanca' };
      const antes = lista.find((x) => x.id === pessoa.sindicatoId)?.nome ?? '';
      return {
        ...l,
        situacao: pessoa.sindicatoId === null ? 'novo' : 'alterado',
        mudancas: [{ campo: 'sindicato', rotulo: 'Sindicato', antes, depois: s.nome }],
        acao: { tipo: 'sindicato', usuarioId: pessoa.id, sindicatoId: s.id },
      };
    });
  };

  return { afastamentos, sindicatos };
};
