import { type ComponentType, lazy } from 'react';
import { HASH_ROTAS } from '../guard.ts';

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

const MeusProcessosPage = lazy(async () => ({
  default: (await import('../../features/processos-internos/meus-processos-page.tsx'))
    .MeusProcessosPage,
}));
const ProcessosEquipePage = lazy(async () => ({
  default: (await import('../../features/processos-internos/processos-equipe-page.tsx'))
    .ProcessosEquipePage,
}));
const ProcessosAdminPage = lazy(async () => ({
  default: (await import('../../features/processos-internos/processos-admin-page.tsx'))
    .ProcessosAdminPage,
}));
const MeuBancoFolgasPage = lazy(async () => ({
  default: (await import('../../features/banco-folgas/meu-banco-folgas-page.tsx'))
    .MeuBancoFolgasPage,
}));
const BancoFolgasRhPage = lazy(async () => ({
  default: (await import('../../features/banco-folgas/banco-folgas-gestao-page.tsx'))
    .BancoFolgasRhPage,
}));
const BancoFolgasEquipePage = lazy(async () => ({
  default: (await import('../../features/banco-folgas/banco-folgas-gestao-page.tsx'))
    .BancoFolgasEquipePage,
}));
const MinhasHorasExtrasPage = lazy(async () => ({
  default: (await import('../../features/horas-extras/minhas-horas-extras-page.tsx'))
    .MinhasHorasExtrasPage,
}));
const HorasExtrasGestaoPage = lazy(async () => ({
  default: (await import('../../features/horas-extras/horas-extras-gestao-page.tsx'))
    .HorasExtrasGestaoPage,
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
const RelatoriosPage = lazy(async () => ({
  default: (await import('../../features/relatorios/relatorios-page.tsx')).RelatoriosPage,
}));
const DivergenciasEquipePage = lazy(async () => ({
  default: (await import('../../features/divergencias/divergencias-equipe-page.tsx'))
    .DivergenciasEquipePage,
}));
const ReprocessamentoPage = lazy(async () => ({
  default: (await import('../../features/espelho/reprocessamento-page.tsx')).ReprocessamentoPage,
}));
const RegrasCalculoPage = lazy(async () => ({
  default: (await import('../../features/regras/regras-calculo-page.tsx')).RegrasCalculoPage,
}));

const CercasVirtuaisPage = lazy(async () => ({
  default: (await import('../../features/cerca-virtual/cercas-virtuais-page.tsx'))
    .CercasVirtuaisPage,
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
const BancoHorasEquipePage = lazy(async () => ({
  default: (await import('../../features/banco-horas/banco-horas-equipe-page.tsx'))
    .BancoHorasEquipePage,
}));
const HoleritesAdminPage = lazy(async () => ({
  default: (await import('../../features/holerite/holerites-admin-page.tsx')).HoleritesAdminPage,
}));
const AdminMasterPage = lazy(async () => ({
  default: (await import('../../features/admin-master/admin-master-page.tsx')).AdminMasterPage,
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
const ImportacaoPeriodosPage = lazy(async () => ({
  default: (await import('../../features/ferias/importacao-periodos-page.tsx'))
    .ImportacaoPeriodosPage,
}));
const FeriasAdminPage = lazy(async () => ({
  default: (await import('../../features/ferias/ferias-admin-page.tsx')).FeriasAdminPage,
}));
const EstruturaPage = lazy(async () => ({
  default: (await import('../../features/estrutura/estrutura-page.tsx')).EstruturaPage,
}));
const MinhasSolicitacoesPage = lazy(async () => ({
  default: (await import('../../features/ferias/minhas-solicitacoes-page.tsx'))
    .MinhasSolicitacoesPage,
}));
const PrimeiroAcessoConcluido = lazy(async () => ({
  default: (await import('../../features/auth/primeiro-acesso-page.tsx')).PrimeiroAcessoConcluido,
}));

const DocumentosAssinaturaPage = lazy(async () => ({
  default: (await import('../../features/assinatura/documentos-assinatura-page.tsx'))
    .DocumentosAssinaturaPage,
}));
const FolhaPage = lazy(async () => ({
  default: (await import('../../features/folha/folha-page.tsx')).FolhaPage,
}));
const SegurancaPage = lazy(async () => ({
  default: (await import('../../features/seguranca/seguranca-page.tsx')).SegurancaPage,
}));
const FaturamentoPage = lazy(async () => ({
  default: (await import('../../features/faturamento/faturamento-page.tsx')).FaturamentoPage,
}));
const TokensPage = lazy(async () => ({
  default: (await import('../../features/integracao/tokens-page.tsx')).TokensPage,
}));
const WebhooksPage = lazy(async () => ({
  default: (await import('../../features/integracao/webhooks-page.tsx')).WebhooksPage,
}));
const SincronizacaoPage = lazy(async () => ({
  default: (await import('../../features/sincronizacao/sincronizacao-page.tsx')).SincronizacaoPage,
}));
const MensagensPage = lazy(async () => ({
  default: (await import('../../features/mensagens/mensagens-page.tsx')).MensagensPage,
}));
const BiometriaAdminPage = lazy(async () => ({
  default: (await import('../../features/biometria/biometria-admin-page.tsx')).BiometriaAdminPage,
}));
const MinhaBiometriaPage = lazy(async () => ({
  default: (await import('../../features/biometria/minha-biometria-page.tsx')).MinhaBiometriaPage,
}));
const QuiosquesPage = lazy(async () => ({
  default: (await import('../../features/quiosque/quiosques-page.tsx')).QuiosquesPage,
}));
const MinhasMensagensPage = lazy(async () => ({
  default: (await import('../../features/mensagens/minhas-mensagens-page.tsx')).MinhasMensagensPage,
}));
const alertasPages = () => import('../../features/alertas/alertas-pages.tsx');
const MeusAlertasPage = lazy(async () => ({ default: (await alertasPages()).MeusAlertasPage }));
const AlertasEquipePage = lazy(async () => ({ default: (await alertasPages()).AlertasEquipePage }));
const AlertasEmpresaPage = lazy(async () => ({
  default: (await alertasPages()).AlertasEmpresaPage,
}));
const ConfiguracaoAlertasPage = lazy(async () => ({
  default: (await import('../../features/alertas/configuracao-alertas-page.tsx'))
    .ConfiguracaoAlertasPage,
}));
const ConvencoesPage = lazy(async () => ({
  default: (await import('../../features/convencoes/convencoes-page.tsx')).ConvencoesPage,
}));

const indicadoresPages = () => import('../../features/indicadores/indicadores-page.tsx');
const IndicadoresRhPage = lazy(async () => ({
  default: (await indicadoresPages()).IndicadoresRhPage,
}));
const IndicadoresEquipePage = lazy(async () => ({
  default: (await indicadoresPages()).IndicadoresEquipePage,
}));

export const PAGINAS_DASHBOARD: Readonly<Record<string, ComponentType>> = {
  '/dashboard/admin/indicadores': IndicadoresRhPage,
  '/dashboard/gestor/indicadores': IndicadoresEquipePage,
  '/dashboard/admin/convencoes': ConvencoesPage,
  '/dashboard/minhas-rotinas/alertas': MeusAlertasPage,
  '/dashboard/gestor/alertas': AlertasEquipePage,
  '/dashboard/admin/alertas': AlertasEmpresaPage,
  '/dashboard/admin/regras/alertas': ConfiguracaoAlertasPage,
  '/dashboard/admin/mensagens': MensagensPage,
  '/dashboard/admin/quiosques': QuiosquesPage,
  '/dashboard/admin/biometria': BiometriaAdminPage,
  '/dashboard/minhas-rotinas/biometria': MinhaBiometriaPage,
  '/dashboard/admin/integracoes/tokens': TokensPage,
  '/dashboard/admin/integracoes/webhooks': WebhooksPage,
  '/dashboard/admin/integracoes/sincronizacao': SincronizacaoPage,
  '/dashboard/gestor/mensagens': MensagensPage,
  '/dashboard/minhas-rotinas/mensagens': MinhasMensagensPage,
  '/dashboard/minhas-rotinas/processos-internos': MeusProcessosPage,
  '/dashboard/gestor/processos-internos': ProcessosEquipePage,
  '/dashboard/admin/processos-internos': ProcessosAdminPage,
  '/dashboard/admin/folha': FolhaPage,
  '/dashboard/admin/seguranca': SegurancaPage,
  [HASH_ROTAS.billing]: FaturamentoPage,
  '/dashboard/gestor/calendario-equipe': CalendarioEquipePage,
  '/dashboard/gestor/aprovacoes': AprovacoesPage,
  '/dashboard/minhas-rotinas/calendario': MeuCalendarioPage,
  '/dashboard/admin/escalas': EscalasAdminPage,
  [HASH_ROTAS.webPonto]: WebPontoPage,
  '/dashboard/minhas-rotinas/comprovantes': ComprovantesPage,
  '/dashboard/admin/tratamento': AprovacaoTratamentosPage,
  '/dashboard/admin/cercas-virtuais': CercasVirtuaisPage,
  '/dashboard/admin/arquivos-fiscais': ArquivosFiscaisPage,
  '/dashboard/admin/perfis': PerfisPage,
  '/dashboard/admin/colaboradores': ColaboradoresPage,
  '/dashboard/minhas-rotinas/espelho': MeuEspelhoPage,
  '/dashboard/gestor/espelhos': EspelhosEquipePage,
  '/dashboard/gestor/divergencias': DivergenciasEquipePage,
  // O RH consulta o espelho de qualquer colaborador pela mesma tela, na sua área de administração.
  '/dashboard/admin/espelhos': EspelhosEquipePage,
  '/dashboard/admin/reprocessamento': ReprocessamentoPage,
  '/dashboard/admin/relatorios': RelatoriosPage,
  '/dashboard/admin/regras-calculo': RegrasCalculoPage,
  '/dashboard/admin/banco-horas': BancoHorasAdminPage,
  '/dashboard/minhas-rotinas/banco-horas': MeuBancoHorasPage,
  '/dashboard/minhas-rotinas/banco-folgas': MeuBancoFolgasPage,
  '/dashboard/minhas-rotinas/horas-extras': MinhasHorasExtrasPage,
  '/dashboard/gestor/horas-extras': HorasExtrasGestaoPage,
  '/dashboard/admin/banco-folgas': BancoFolgasRhPage,
  '/dashboard/gestor/banco-folgas': BancoFolgasEquipePage,
  '/dashboard/gestor/banco-horas': BancoHorasEquipePage,
  '/dashboard/admin/sobreaviso': SobreavisoRhPage,
  '/dashboard/gestor/sobreaviso': SobreavisoEquipePage,
  '/dashboard/minhas-rotinas/sobreaviso': MeuSobreavisoPage,
  '/dashboard/admin/intermitente': IntermitentePage,
  '/dashboard/minhas-rotinas/convocacoes': MinhasConvocacoesPage,
  [HASH_ROTAS.holerite]: HoleritesAdminPage,
  [HASH_ROTAS.adminMaster]: AdminMasterPage,
  [HASH_ROTAS.documentosAssinatura]: DocumentosAssinaturaPage,
  '/dashboard/minhas-rotinas/holerites': MeusHoleritesPage,
  '/dashboard/minhas-rotinas/minhas-ferias': MinhasFeriasPage,
  [HASH_ROTAS.novaProgramacaoFerias]: NovaProgramacaoFeriasPage,
  '/dashboard/minhas-rotinas/solicitacoes': MinhasSolicitacoesPage,
  [HASH_ROTAS.importacaoPeriodosAquisitivos]: ImportacaoPeriodosPage,
  '/dashboard/admin/ferias': FeriasAdminPage,
  '/dashboard/admin/estrutura': EstruturaPage,
  [HASH_ROTAS.primeiroAcesso]: PrimeiroAcessoConcluido,
  [HASH_ROTAS.meuPainel]: MeuPainelPage,
  // A raiz de "minhas rotinas" (sempre permitida, spec §2) é o próprio painel do colaborador.
  [HASH_ROTAS.minhasRotinas]: MeuPainelPage,
};
