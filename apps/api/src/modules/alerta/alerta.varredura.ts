import type { AlertaConfiguracao } from '@jornada/contracts';
import {
  addDias,
  avaliarAusencia,
  avaliarPedidoAVencer,
  avaliarPendencia,
  type Constatacao,
  diferencaDias,
} from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import { instanteLocal } from '../../shared/fuso.ts';
import { calendarioRepository } from '../escala-nucleo/index.ts';
import { listLancamentosPendentes } from '../lancamento/index.ts';
import { listEmpresasCadastradas } from '../organizacao/index.ts';
import { listTratamentosPendentes } from '../tratamento/index.ts';
import type { JornadaPrevista } from './alerta.leituras.ts';
import { loadConfiguracoes, registrarAlerta } from './alerta.registrar.ts';
import { alertaRepository } from './alerta.repository.ts';
import { alertaRegistroRepository, textoDaChave } from './alerta-registro.repository.ts';

type Deps = { db: Db; clock: () => Date; jornadaPrevista: JornadaPrevista };
/** Um alerta que a varredura constatou: pessoa, dia, referência e o que foi constatado. */
type Candidato = { usuarioId: number; data: string; referencia: string; constatacao: Constatacao };

/** Nome do pedido na frase do alerta e a regra que o prazo protege. */
const PEDIDOS: Record<string, { nome: string; lei: string }> = {
  Ferias: { nome: 'férias', lei: 'CLT art. 135 (aviso de férias com 30 dias de antecedência)' },
  Recesso: { nome: 'recesso', lei: 'Lei 11.788/2008 art. 13' },
  DayOff: { nome: 'day off', lei: 'CLT art. 74 §2º' },
};

/**
 * Marcação ausente (varredura periódica): em cada empresa com o alerta ligado, quem tinha
 * entrada prevista hoje há mais do limiar e não marcou nada no dia. A chave única (tipo, pessoa,
 * dia, "entrada") faz a varredura seguinte não repetir o alerta.
 */
export const createVarreduraAusencias = (d: Deps) => {
  /**
   * Registra os candidatos que ainda não têm alerta (uma consulta pela chave única diz quais já
   * têm). Cada varredura, a cada minuto, encontra de novo as mesmas ausências e pendências; sem
   * isto, cada uma relia pessoa e destinatários só para esbarrar na chave única.
   */
  const registrarNovos = async (
    empresaId: number,
    config: AlertaConfiguracao,
    candidatos: Candidato[],
  ) => {
    const chave = (c: Candidato) => ({ ...c, tipo: c.constatacao.tipo });
    const ja = await alertaRegistroRepository({ db: d.db, empresaId }).listJaRegistrados(
      candidatos.map(chave),
    );
    let criados = 0;
    for (const c of candidatos) {
      if (ja.has(textoDaChave(chave(c)))) continue;
      const id = await registrarAlerta(d.db, d.clock, { empresaId, ...c, config });
      if (id !== undefined) criados += 1;
    }
    return criados;
  };

  const varrerEmpresa = async (empresaId: number) => {
    const config = (await loadConfiguracoes(d.db, empresaId)).get('marcacaoAusente');
    if (!config?.ativo) return 0;
    const escopo = { db: d.db, empresaId };
    const agora = instanteLocal(d.clock(), await calendarioRepository(escopo).fusoDaEmpresa());
    const repo = alertaRepository(escopo);
    const pessoas = await repo.listAtivos();
    if (pessoas.length === 0) return 0;
    const jornadas = await d.jornadaPrevista(empresaId, pessoas, agora.data, agora.data);
    const previstas = new Map<number, number>();
    for (const [id, dias] of jornadas) {
      const dia = dias.find((x) => x.data === agora.data);
      const entrada = dia?.tipoDia === 'trabalho' ? dia.jornada[0]?.[0] : undefined;
      if (entrada !== undefined && entrada <= agora.minutoDoDia) previstas.set(id, entrada);
    }
    if (previstas.size === 0) return 0;
    const marcaram = new Set(await repo.listQueMarcaram(agora.data, [...previstas.keys()]));
    const candidatos: Candidato[] = [];
    for (const [usuarioId, entrada] of previstas) {
      const c = avaliarAusencia(
        entrada,
        agora.minutoDoDia,
        config.limiar ?? 30,
        marcaram.has(usuarioId),
      );
      if (c)
        candidatos.push({ usuarioId, data: agora.data, referencia: 'entrada', constatacao: c });
    }
    return registrarNovos(empresaId, config, candidatos);
  };

  /**
   * Pedidos de tratamento de ponto sem decisão há `limiar` dias ou mais (contados do dia tratado,
   * até 60 dias atrás): um alerta por pessoa, dia e tipo de tratamento. Lançamentos pendentes a
   * `limiar` dias ou menos do início: um alerta por pessoa, início e tipo.
   */
  const varrerPendencias = async (empresaId: number) => {
    const config = (await loadConfiguracoes(d.db, empresaId)).get('pendenciaExpirando');
    if (!config?.ativo) return 0;
    const escopo = { db: d.db, empresaId };
    const hoje = instanteLocal(d.clock(), await calendarioRepository(escopo).fusoDaEmpresa()).data;
    const limiar = config.limiar ?? 3;
    const pessoas = await alertaRepository(escopo).listAtivos();
    if (pessoas.length === 0) return 0;
    const pendentes = await listTratamentosPendentes(
      escopo,
      pessoas,
      addDias(hoje, -60),
      addDias(hoje, -limiar),
    );
    const candidatos: Candidato[] = [];
    for (const p of pendentes) {
      const dataBr = p.data.split('-').reverse().join('/');
      const c = avaliarPendencia(
        diferencaDias(p.data, hoje),
        limiar,
        `Tratamento de ponto (${p.tipo}) do dia ${dataBr}`,
      );
      if (c)
        candidatos.push({
          usuarioId: p.usuarioId,
          data: p.data,
          referencia: `tratamento:${p.tipo}`,
          constatacao: c,
        });
    }
    // Pedidos (férias, recesso, day off) sem decisão que começam em até `limiar` dias ou já
    // começaram (até 60 dias atrás): o gestor decide antes que o pedido vença sem resposta.
    const lancamentos = await listLancamentosPendentes(
      escopo,
      pessoas,
      addDias(hoje, -60),
      addDias(hoje, limiar),
    );
    for (const l of lancamentos) {
      const pedido = PEDIDOS[l.tipo] ?? { nome: 'ausência', lei: 'CLT art. 74 §2º' };
      const c = avaliarPedidoAVencer({
        diasParaInicio: diferencaDias(hoje, l.dataInicio),
        limiteDias: limiar,
        descricaoPedido: `Pedido de ${pedido.nome} de ${l.dataInicio.split('-').reverse().join('/')}`,
        lei: pedido.lei,
      });
      if (c)
        candidatos.push({
          usuarioId: l.usuarioId,
          data: l.dataInicio,
          referencia: `lancamento:${l.tipo}`,
          constatacao: c,
        });
    }
    return registrarNovos(empresaId, config, candidatos);
  };

  return {
    varrerEmpresa,
    varrer: async () => {
      let total = 0;
      for (const e of await listEmpresasCadastradas(d.db))
        total += (await varrerEmpresa(e.id)) + (await varrerPendencias(e.id));
      return total;
    },
  };
};
