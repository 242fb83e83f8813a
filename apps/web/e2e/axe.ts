import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core (devDependency do @jornada/web), injetado na página como script. */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type NoAxe = { target: string[]; html: string; failureSummary?: string };
type ViolacaoAxe = { id: string; impact: string | null; help: string; nodes: NoAxe[] };

/**
 * A CSP do servidor (script-src 'self') barra `addScriptTag({ content })`; a avaliação pelo
 * protocolo do navegador não passa pela CSP, e a página continua com a política de produção.
 */
const injetarAxe = async (page: Page) => {
  const presente = await page.evaluate(() => 'axe' in window);
  if (!presente) await page.evaluate(AXE);
};

/**
 * Violações sérias e críticas do axe (regras WCAG A/AA e boas práticas) na página como está, uma
 * linha legível por regra: o teste que falha mostra o que corrigir e onde.
 */
export const violacoesGraves = async (page: Page): Promise<string[]> => {
  // Nenhum elemento sob o mouse: o contraste medido é o do estado normal, não o do hover.
  await page.mouse.move(0, 0);
  // Um diálogo que ainda está aparecendo (transição de opacidade) mede contraste de meia cor:
  // espera as animações finitas terminarem (as infinitas, como um carregando, não terminam).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await injetarAxe(page);
  const violacoes = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    const r = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: ViolacaoAxe[];
    };
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target,
        html: n.html.slice(0, 160),
        failureSummary: n.failureSummary?.split('\n')[1]?.trim(),
      })),
    }));
  });
  return violacoes
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
};

/** Espera a tela terminar de carregar: nenhum "Carregando…" nem linha de grade pendente. */
export const esperarCarregar = async (page: Page) => {
  await expect
    .poll(
      () =>
        page
          .locator('[role="status"], .ce-carregando')
          .filter({ hasText: /Carregando/ })
          .count(),
      { timeout: 20_000 },
    )
    .toBe(0);
};
