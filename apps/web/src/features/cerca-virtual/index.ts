// Porta da feature: o que outras features podem usar (o mapa da marcação no tratamento).
export { BotaoLocalizacao, type BotaoLocalizacaoProps } from './botao-localizacao.tsx';
export { MapaCerca, type MapaCercaProps } from './mapa-cerca.tsx';
