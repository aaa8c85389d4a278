/**
 * One test as the operator's desktop reader uploads it (docs/standalone-api.md, "A reader's
 * upload"): what the durability test and the HTTP benchmark write, many times over.
 */
export const sampleUpload = (index = 0) => ({
  testDate: new Date(Date.now() - index * 1000).toISOString(),
  testType: { id: 1 },
  result: 'Negative',
  readerType: 'DesktopReader',
  readerSerialNumber: 'DR-230989',
  rawQR: 'BTX;BTX-5120;260101;270101',
  batchNumber: 'BTX-5120',
  route: 'Route 4',
  operatorId: `OP-${1042 + index}`,
  location: { latitude: 55.9, longitude: 12.3 },
  substances: [1, 2, 3, 4].map((substanceId) => ({ substanceId, level: 0.1, result: 'Negative' })),
})
