export declare const root: string;
export declare const SERVER_NODE_ARGS: string[];
export declare const buildServer: (entry?: string, extraSources?: string[]) => string;
export declare const THREAD_MODULES: string[];
export declare const copyThreadModules: (dir: string) => void;
