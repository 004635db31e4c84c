export declare const bundleBudgets: { public: number; publicWithChunk: number; signedIn: number };
export declare const lighthouseBudgets: {
  public: { mobile: number; desktop: number };
  signedIn: { mobile: number; desktop: number };
};
export declare const dashboardOrdersBudget: { p95: number };
