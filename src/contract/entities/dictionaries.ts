import type { CryptoCurrency, CryptoNetwork, Currency, DictionaryName } from '../enums';

// ---------------------------------------------------------------- dictionaries

export type DictionarySummary = { urls: Partial<Record<DictionaryName, string>>; files: Partial<Record<DictionaryName, string>> };
export type DictionaryCurrency = { value: Currency; is_enabled: boolean };
export type DictionaryOption = { id: number | string; name: string };
export type FreeMarketSector = { id: number; name: string; industries: DictionaryOption[] };
export type CryptoNetworksDictionary = Partial<Record<CryptoCurrency, CryptoNetwork[]>>;
