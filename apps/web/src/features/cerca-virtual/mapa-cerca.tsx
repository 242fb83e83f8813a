import type { CercaDto, CoordenadaDto } from '@jornada/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import {
  caixaDoMapa,
  escalaRedonda,
  formatarCoordenadas,
  origemDoMapa,
  projetar,
  rotuloEscala,
  urlOpenStreetMap,
} from './mapa-geometria.ts';

export type MapaCercaProps = {
  cercas: CercaDto['forma'][];
  /** Local da marcação (nulo: só as cercas, como na prévia do cadastro). */
  ponto?: CoordenadaDto | null;
  precisaoMetros?: number | null;
  isForaDaCerca?: boolean | null;
  rotulo: string;
};

const LARGURA = 320;
const ALTURA = 220;

/**
 * Mapa desenhado só com os dados guardados (SVG), sem mapas de fundo externos: cercas, ponto da
 * marcação, círculo de precisão, barra de escala e norte. Coordenadas e link para o OpenStreetMap.
 */
export const MapaCerca = ({
  cercas,
  ponto = null,
  precisaoMetros = null,
  isForaDaCerca = null,
  rotulo,
}: MapaCercaProps) => {
  const origem = origemDoMapa(cercas, ponto);
  if (!origem)
    return (
      <Text size="sm" c="dimmed">
        Sem cercas nem localização para desenhar.
      </Text>
    );
  const caixa = caixaDoMapa(cercas, ponto, precisaoMetros, origem);
  const escala = Math.min(LARGURA / (caixa.maxX - caixa.minX), ALTURA / (caixa.maxY - caixa.minY));
  const cx = (caixa.minX + caixa.maxX) / 2;
  const cy = (caixa.minY + caixa.maxY) / 2;
  const tela = (p: CoordenadaDto) => {
    const m = projetar(p, origem);
    return { x: LARGURA / 2 + (m.x - cx) * escala, y: ALTURA / 2 - (m.y - cy) * escala };
  };
  const barraMetros = escalaRedonda((LARGURA * 0.3) / escala);
  const barraPx = barraMetros * escala;
  const corPonto = isForaDaCerca ? '#d9480f' : '#1971c2';
  const p = ponto ? tela(ponto) : null;

  return (
    <Stack gap={4}>
      <svg
        role="img"
        aria-label={rotulo}
        viewBox={`0 0 ${LARGURA} ${ALTURA}`}
        width="100%"
        style={{ maxWidth: LARGURA * 1.5, background: '#f1f3f5', borderRadius: 4 }}
      >
        {cercas.map((f, i) => {
          const chave = `cerca-${i}`;
          if (f.tipo === 'circulo') {
            const c = tela(f);
            return (
              <circle
                key={chave}
                data-testid="cerca-circulo"
                cx={c.x}
                cy={c.y}
                r={f.raioMetros * escala}
                fill="rgba(47, 158, 68, 0.15)"
                stroke="#2f9e44"
                strokeWidth={2}
              />
            );
          }
          const pontos = f.vertices.map((v) => {
            const t = tela(v);
            return `${t.x.toFixed(1)},${t.y.toFixed(1)}`;
          });
          return (
            <polygon
              key={chave}
              data-testid="cerca-poligono"
              points={pontos.join(' ')}
              fill="rgba(47, 158, 68, 0.15)"
              stroke="#2f9e44"
              strokeWidth={2}
            />
          );
        })}
        {p && precisaoMetros ? (
          <circle
            data-testid="precisao"
            cx={p.x}
            cy={p.y}
            r={Math.max(precisaoMetros * escala, 1)}
            fill="rgba(25, 113, 194, 0.15)"
            stroke={corPonto}
            strokeDasharray="4 3"
          />
        ) : null}
        {p ? (
          <circle data-testid="ponto" cx={p.x} cy={p.y} r={5} fill={corPonto} stroke="#fff" />
        ) : null}
        <g>
          <line
            x1={12}
            y1={ALTURA - 14}
            x2={12 + barraPx}
            y2={ALTURA - 14}
            stroke="#212529"
            strokeWidth={3}
          />
          <text x={12} y={ALTURA - 20} fontSize={11} fill="#212529">
            {rotuloEscala(barraMetros)}
          </text>
          <text
            x={LARGURA - 16}
            y={18}
            fontSize={12}
            fontWeight={700}
            fill="#212529"
            textAnchor="middle"
          >
            N
          </text>
          <path d={`M ${LARGURA - 16} 22 l -5 12 l 5 -3 l 5 3 z`} fill="#212529" />
        </g>
      </svg>
      <Text size="xs" c="dimmed">
        Escala: {rotuloEscala(barraMetros)}
      </Text>
      {ponto ? (
        <Text size="sm">
          Coordenadas: <span style={{ fontFamily: 'monospace' }}>{formatarCoordenadas(ponto)}</span>
          {precisaoMetros ? ` · precisão de ${Math.round(precisaoMetros)} m` : ''} ·{' '}
          <Anchor href={urlOpenStreetMap(ponto)} target="_blank" rel="noopener noreferrer">
            Abrir no mapa
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
};
