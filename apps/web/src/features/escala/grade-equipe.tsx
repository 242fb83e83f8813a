import type { DiaEquipe } from '@jornada/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { memo, useEffect } from 'react';
import { formatarData } from '../../lib/format.ts';
import { ROTULO_TIPO_ACAO, STATUS_ACAO } from './acao.ts';
import { COR_TIPO_DIA, ROTULO_NATUREZA, TAGS, tipoDoDia } from './calendario.ts';
import type { Equipe, LinhaEquipe, UsuarioCalendario } from './escala.tipos.ts';
import { useJanelaVirtual } from './use-janela-virtual.ts';
import './calendario-equipe.css';

/** Medidas fixas da grade: a virtualização depende da altura constante das linhas. */
export const ALTURA_LINHA = 48;
const ALTURA_CABECALHO = 40;
const LARGURA_NOME = 220;
/** No celular a coluna de nomes encolhe: sobra largura para os dias (a grade rola de lado). */
const LARGURA_NOME_ESTREITA = 132;
const LARGURA_DIA = 58;

export type GradeEquipeProps = {
  dias: Equipe['dias'];
  linhas: readonly LinhaEquipe[];
  /** Total de colaboradores no filtro (linhas ainda não carregadas aparecem como carregando). */
  total: number;
  hoje: string;
  /** Muda quando o mês ou o filtro muda: a rolagem volta ao topo. */
  chave: string;
  onAbrirDia: (usuario: UsuarioCalendario, dia: DiaEquipe) => void;
  /** Pedida quando a janela visível passa do que já foi carregado. */
  onCarregarMais: () => void;
};

/**
 * Nome acessível da célula. Contém o texto visível na mesma ordem ('08:00 17:48', 'Folga'), para
 * quem comanda por voz dizer o que vê (WCAG 2.5.3, "rótulo no nome").
 */
const descreverDia = (usuario: UsuarioCalendario, dia: DiaEquipe): string => {
  const partes = [
    `${usuario.nome}, ${formatarData(dia.data)}: ${ROTULO_NATUREZA[dia.naturezaDia]}`,
  ];
  if (dia.entrada && dia.saida) partes.push(`${dia.entrada} ${dia.saida}`);
  if (dia.feriado) partes.push(`feriado ${dia.feriado}`);
  for (const tag of dia.tags) if (tag !== 'feriados') partes.push(TAGS[tag].nome.toLowerCase());
  if (dia.alteracaoEscala) {
    const { tipoAcao, status } = dia.alteracaoEscala;
    partes.push(`alteração ${ROTULO_TIPO_ACAO[tipoAcao]} (${STATUS_ACAO[status].rotulo})`);
  }
  return partes.join(', ');
};

const textoDaCelula = (dia: DiaEquipe): [string, string | null] => {
  if (dia.naturezaDia === 'Trabalho') return [dia.entrada ?? '', dia.saida];
  if (dia.naturezaDia === 'SemEscala') return ['—', null];
  if (dia.naturezaDia === 'ForaDoContrato') return ['×', null];
  return [ROTULO_NATUREZA[dia.naturezaDia], null];
};

type CelulaProps = {
  usuario: UsuarioCalendario;
  dia: DiaEquipe;
  isHoje: boolean;
  onAbrir: GradeEquipeProps['onAbrirDia'];
};

const Celula = ({ usuario, dia, isHoje, onAbrir }: CelulaProps) => {
  const cor = COR_TIPO_DIA[tipoDoDia(dia.naturezaDia)];
  const [linha1, linha2] = textoDaCelula(dia);
  const alteracao = dia.alteracaoEscala;
  return (
    <td className="ce-td">
      <button
        type="button"
        className="ce-celula"
        style={{ background: cor.fundo, color: cor.texto, flex: 1 }}
        data-hoje={isHoje}
        aria-label={descreverDia(usuario, dia)}
        onClick={() => onAbrir(usuario, dia)}
      >
        <span>{linha1}</span>
        {linha2 ? (
          <>
            {/* O espaço separa as duas linhas no texto visível ('08:00 17:48'). */}{' '}
            <span>{linha2}</span>
          </>
        ) : null}
        {dia.tags.length > 0 ? (
          // As siglas vêm do CSS (attr): o nome acessível já diz as etiquetas por extenso, e o
          // texto visível do botão continua contido nele.
          <span className="ce-siglas" aria-hidden="true">
            {dia.tags.slice(0, 2).map((tag) => (
              <span
                key={tag}
                className="ce-sigla"
                data-sigla={TAGS[tag].sigla}
                style={{ background: `var(--mantine-color-${TAGS[tag].cor}-9)` }}
              />
            ))}
          </span>
        ) : null}
        {alteracao ? (
          <span
            className="ce-marca-alteracao"
            aria-hidden="true"
            style={{ background: `var(--mantine-color-${STATUS_ACAO[alteracao.status].cor}-6)` }}
          />
        ) : null}
      </button>
    </td>
  );
};

type LinhaProps = {
  linha: LinhaEquipe;
  indice: number;
  colunas: string;
  largura: number;
  hoje: string;
  onAbrir: GradeEquipeProps['onAbrirDia'];
};

const Linha = memo(({ linha, indice, colunas, largura, hoje, onAbrir }: LinhaProps) => (
  <tr
    aria-rowindex={indice + 2}
    className="ce-linha"
    style={{
      top: indice * ALTURA_LINHA,
      height: ALTURA_LINHA,
      width: largura,
      gridTemplateColumns: colunas,
    }}
  >
    <th scope="row" className="ce-nome">
      <span>{linha.usuario.nome}</span>
      <small>{[linha.usuario.cargo, linha.usuario.turno].filter(Boolean).join(' · ')}</small>
    </th>
    {linha.dias.map((dia) => (
      <Celula
        key={dia.data}
        usuario={linha.usuario}
        dia={dia}
        isHoje={dia.data === hoje}
        onAbrir={onAbrir}
      />
    ))}
  </tr>
));

/**
 * Colaboradores × dias do mês, virtualizado por linhas de altura fixa. Cada dia é um botão
 * (teclado: Tab e Enter) cujo nome acessível descreve o dia inteiro.
 */
export const GradeEquipe = ({
  dias,
  linhas,
  total,
  hoje,
  chave,
  onAbrirDia,
  onCarregarMais,
}: GradeEquipeProps) => {
  const janela = useJanelaVirtual(total, ALTURA_LINHA, ALTURA_CABECALHO);
  const isEstreita = useMediaQuery('(max-width: 48em)') ?? false;
  const larguraNome = isEstreita ? LARGURA_NOME_ESTREITA : LARGURA_NOME;
  const colunas = `${larguraNome}px repeat(${dias.length}, ${LARGURA_DIA}px)`;
  const largura = larguraNome + dias.length * LARGURA_DIA;
  const { voltarAoTopo } = janela;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a chave é o gatilho (mês/filtro).
  useEffect(() => voltarAoTopo(), [chave, voltarAoTopo]);

  // Depende também de quantas linhas já vieram: cada página que chega reavalia a janela e pede
  // a seguinte, até cobrir as linhas visíveis.
  const carregadas = linhas.length;
  useEffect(() => {
    if (janela.fim > carregadas && carregadas < total) onCarregarMais();
  }, [janela.fim, carregadas, total, onCarregarMais]);

  const indices = Array.from({ length: janela.fim - janela.inicio }, (_, i) => janela.inicio + i);
  return (
    <div ref={janela.refRolagem} onScroll={janela.onScroll} className="ce-rolagem">
      <table
        className="ce-tabela"
        aria-label="Calendário da equipe"
        aria-rowcount={total + 1}
        aria-colcount={dias.length + 1}
        style={{ width: largura }}
      >
        <thead className="ce-cabecalho">
          <tr
            aria-rowindex={1}
            className="ce-linha"
            style={{ width: largura, height: ALTURA_CABECALHO, gridTemplateColumns: colunas }}
          >
            <th scope="col" className="ce-nome">
              Colaborador
            </th>
            {dias.map((dia) => (
              <th
                key={dia.data}
                scope="col"
                className="ce-cabecalho-dia"
                data-hoje={dia.data === hoje}
                data-fim-semana={dia.diaSemana === 'DOM' || dia.diaSemana === 'SAB'}
                aria-label={`${dia.diaSemana} ${formatarData(dia.data)}`}
              >
                <span>{dia.diaSemana}</span>
                <span>{dia.data.slice(8, 10)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="ce-corpo" style={{ height: total * ALTURA_LINHA, width: largura }}>
          {indices.map((indice) => {
            const linha = linhas[indice];
            if (!linha) {
              return (
                <tr
                  key={`carregando-${indice}`}
                  className="ce-linha ce-carregando"
                  style={{ top: indice * ALTURA_LINHA, height: ALTURA_LINHA, width: largura }}
                >
                  <td>Carregando…</td>
                </tr>
              );
            }
            return (
              <Linha
                key={linha.usuario.id}
                linha={linha}
                indice={indice}
                colunas={colunas}
                largura={largura}
                hoje={hoje}
                onAbrir={onAbrirDia}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
