import type { MenuItem } from '@jornada/contracts';
import { type ComponentType, lazy } from 'react';
import { HASH_ROTAS } from '../guard.ts';
import { isDentroDe, normalizarRota } from '../menu.ts';

/** Telas do painel já entregues, carregadas sob demanda (cada uma vira um chunk). */
const WebPontoPage = lazy(async () => ({
  default: (await import('../../features/ponto/web-ponto-page.tsx')).WebPontoPage,
}));
const MeuPainelPage = lazy(async () => ({
  default: (await import('../../features/ponto/meu-painel-page.tsx')).MeuPainelPage,
}));
const CalendarioEquipePage = lazy(async () => ({
  default: (await import('../../features/escala/calendario-equipe-page.tsx')).CalendarioEquipePage,
}));
const AprovacoesPage = lazy(async () => ({
  default: (await import('../../features/escala/aprovacoes-page.tsx')).AprovacoesPage,
}));
const MeuCalendarioPage = lazy(async () => ({
  default: (await import('../../features/escala/meu-calendario-page.tsx')).MeuCalendarioPage,
}));
const EscalasAdminPage = lazy(async () => ({
  default: (await import('../../features/escala/admin/escalas-admin-page.tsx')).EscalasAdminPage,
}));

const MeuEspelhoPage = lazy(async () => ({
  default: (await import('../../features/espelho/meu-espelho-page.tsx')).MeuEspelhoPage,
}));
const EspelhosEquipePage = lazy(async () => ({
  default: (await import('../../features/espelho/espelhos-equipe-page.tsx')).EspelhosEquipePage,
}));

const ComprovantesPage = lazy(async () => ({
  default: (await import('../../features/comprovante/comprovantes-page.tsx')).ComprovantesPage,
}));
const ReprocessamentoPage = lazy(async () => ({
  default: (await import('../../features/espelho/reprocessamento-page.tsx')).ReprocessamentoPage,
}));
const RegrasCalculoPage = lazy(async () => ({
  default: (await import('../../features/regras/regras-calculo-page.tsx')).RegrasCalculoPage,
}));

const AprovacaoTratamentosPage = lazy(async () => ({
  default: (await import('../../features/tratamento/aprovacao-tratamentos-page.tsx'))
    .AprovacaoTratamentosPage,
}));

const ArquivosFiscaisPage = lazy(async () => ({
  default: (await import('../../features/arquivos-fiscais/arquivos-fiscais-page.tsx'))
    .ArquivosFiscaisPage,
}));

const PerfisPage = lazy(async () => ({
  default: (await import('../../features/acesso/perfis-page.tsx')).PerfisPage,
}));
const ColaboradoresPage = lazy(async () => ({
  default: (await import('../../features/colaboradores/colaboradores-page.tsx')).ColaboradoresPage,
}));
const IntermitentePage = lazy(async () => ({
  default: (await import('../../features/intermitente/intermitente-page.tsx')).IntermitentePage,
}));
const MinhasConvocacoesPage = lazy(async () => ({
  default: (await import('../../features/intermitente/minhas-convocacoes-page.tsx'))
    .MinhasConvocacoesPage,
}));
const SobreavisoRhPage = lazy(async () => ({
  default: (await import('../../features/sobreaviso/sobreaviso-gestao-page.tsx')).SobreavisoRhPage,
}));
const SobreavisoEquipePage = lazy(async () => ({
  default: (await import('../../features/sobreaviso/sobreaviso-gestao-page.tsx'))
    .SobreavisoEquipePage,
}));
const MeuSobreavisoPage = lazy(async () => ({
  default: (await import('../../features/sobreaviso/meu-sobreaviso-page.tsx')).MeuSobreavisoPage,
}));
const BancoHorasAdminPage = lazy(async () => ({
  default: (await import('../../features/banco-horas/banco-horas-admin-page.tsx'))
    .BancoHorasAdminPage,
}));
const MeuBancoHorasPage = lazy(async () => ({
  default: (await import('../../features/banco-horas/meu-banco-horas-page.tsx')).MeuBancoHorasPage,
}));
const HoleritesAdminPage = lazy(async () => ({
  default: (await import('../../features/holerite/holerites-admin-page.tsx')).HoleritesAdminPage,
}));
const MeusHoleritesPage = lazy(async () => ({
  default: (await import('../../features/holerite/meus-holerites-page.tsx')).MeusHoleritesPage,
}));
const MinhasFeriasPage = lazy(async () => ({
  default: (await import('../../features/ferias/minhas-ferias-page.tsx')).MinhasFeriasPage,
}));
const NovaProgramacaoFeriasPage = lazy(async () => ({
  default: (await import('../../features/ferias/nova-programacao-page.tsx'))
    .NovaProgramacaoFeriasPage,
}));
const MinhasSolicitacoesPage = lazy(async () => ({
  default: (await import('../../features/ferias/minhas-solicitacoes-page.tsx'))
    .MinhasSolicitacoesPage,
}));
const PrimeiroAcessoConcluido = lazy(async () => ({
  default: (await import('../../features/auth/primeiro-acesso-page.tsx')).PrimeiroAcessoConcluido,
}));

const FolhaPage = lazy(async () => ({
  default: (await import('../../features/folha/folha-page.tsx')).FolhaPage,
}));
const SegurancaPage = lazy(async () => ({
  default: (await import('../../features/seguranca/seguranca-page.tsx')).SegurancaPage,
}));

export const PAGINAS_DASHBOARD: Readonly<Record<string, ComponentType>> = {
  '/dashboard/admin/folha': FolhaPage,
  '/dashboard/admin/seguranca': SegurancaPage,
  '/dashboard/gestor/calendario-equipe': CalendarioEquipePage,
  '/dashboard/gestor/aprovacoes': AprovacoesPage,
  '/dashboard/minhas-rotinas/calendario': MeuCalendarioPage,
  '/dashboard/admin/escalas': EscalasAdminPage,
  [HASH_ROTAS.webPonto]: WebPontoPage,
  '/dashboard/minhas-rotinas/comprovantes': ComprovantesPage,
  '/dashboard/admin/tratamento': AprovacaoTratamentosPage,
  '/dashboard/admin/arquivos-fiscais': ArquivosFiscaisPage,
  '/dashboard/admin/perfis': PerfisPage,
  '/dashboard/admin/colaboradores': ColaboradoresPage,
  '/dashboard/minhas-rotinas/espelho': MeuEspelhoPage,
  '/dashboard/gestor/espelhos': EspelhosEquipePage,
  // O RH consulta o espelho de qualquer colaborador pela mesma tela, na sua área de administração.
  '/dashboard/admin/espelhos': EspelhosEquipePage,
  '/dashboard/admin/reprocessamento': ReprocessamentoPage,
  '/dashboard/admin/regras-calculo': RegrasCalculoPage,
  '/dashboard/admin/banco-horas': BancoHorasAdminPage,
  '/dashboard/minhas-rotinas/banco-horas': MeuBancoHorasPage,
  '/dashboard/admin/sobreaviso': SobreavisoRhPage,
  '/dashboard/gestor/sobreaviso': SobreavisoEquipePage,
  '/dashboard/minhas-rotinas/sobreaviso': MeuSobreavisoPage,
  '/dashboard/admin/intermitente': IntermitentePage,
  '/dashboard/minhas-rotinas/convocacoes': MinhasConvocacoesPage,
  [HASH_ROTAS.holerite]: HoleritesAdminPage,
  '/dashboard/minhas-rotinas/holerites': MeusHoleritesPage,
  '/dashboard/minhas-rotinas/minhas-ferias': MinhasFeriasPage,
  [HASH_ROTAS.novaProgramacaoFerias]: NovaProgramacaoFeriasPage,
  '/dashboard/minhas-rotinas/solicitacoes': MinhasSolicitacoesPage,
  [HASH_ROTAS.primeiroAcesso]: PrimeiroAcessoConcluido,
  [HASH_ROTAS.meuPainel]: MeuPainelPage,
  // A raiz de "minhas rotinas" (sempre permitida, spec §2) é o próprio painel do colaborador.
  [HASH_ROTAS.minhasRotinas]: MeuPainelPage,
};

/** Nomes das rotas de hash do spec §2 que ainda não têm tela. */
export const NOMES_ROTAS_SPEC: Readonly<Record<string, string>> = {
  [HASH_ROTAS.novaProgramacaoFerias]: 'Nova programação de férias',
  [HASH_ROTAS.documentosAssinatura]: 'Documentos de assinatura eletrônica',
  [HASH_ROTAS.holerite]: 'Holerites',
  [HASH_ROTAS.billing]: 'Faturamento',
  [HASH_ROTAS.adminMaster]: 'Administração geral',
  [HASH_ROTAS.importacaoPeriodosAquisitivos]: 'Importação de períodos aquisitivos de férias',
};

const findNoMenu = (itens: readonly MenuItem[], rota: string): MenuItem | null => {
  for (const item of itens) {
    if (normalizarRota(item.Rota) === rota) return item;
    const filho = findNoMenu(item.RecursoFilho ?? [], rota);
    if (filho) return filho;
  }
  return null;
};

/** Nome para a área: o do spec, senão o do item de menu (exato ou o mais próximo acima). */
export const nomeDaArea = (rota: string, menus: readonly MenuItem[]): string => {
  const doSpec = NOMES_ROTAS_SPEC[rota];
  if (doSpec) return doSpec;
  const exato = findNoMenu(menus, rota);
  if (exato) return exato.Nome;
  const segmentos = rota.split('/');
  for (let fim = segmentos.length - 1; fim > 1; fim -= 1) {
    const base = segmentos.slice(0, fim).join('/');
    const acima = findNoMenu(menus, base);
    if (acima && isDentroDe(rota, base)) return acima.Nome;
  }
  return 'Esta área';
};
