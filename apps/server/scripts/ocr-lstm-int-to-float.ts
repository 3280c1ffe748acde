/**
 * Turns tesseract's integer ("best_int") LSTM model back into a float one that `lstmtraining --continue_from`
 * accepts. No float English model is reachable here (Debian's tesseract-ocr-eng and -script-latn and every npm
 * package carry integer ones), and best_int is tessdata_best's float model with each output's weights scaled to
 * int8: weight = int8 × that output's scale, so multiplying back gives the float model to within half a step
 * of 1/127 of each output's largest weight. The network is walked layer by layer as tesseract serialises it
 * (Network header, then per type: Input's shape, Convolve's and Maxpool's halves/scales, a plumbing stack,
 * an LSTM's gate matrices, a fully connected layer's matrix); every int8 matrix is rewritten as doubles and
 * the recogniser's TF_INT_MODE flag cleared. Layers stay "training disabled" as in tessdata_best, so
 * lstmtraining re-enables them and starts its optimiser afresh.
 *
 * Usage: tsx ocr-lstm-int-to-float.ts eng.lstm eng-float.lstm  (eng.lstm from `combine_tessdata -e`)
 */
import { readFileSync, writeFileSync } from "node:fs";

const typeNames = [
  "Invalid",
  "Input",
  "Convolve",
  "Maxpool",
  "Parallel",
  "Replicated",
  "ParBidiLSTM",
  "DepParUDLSTM",
  "Par2dLSTM",
  "Series",
  "Reconfig",
  "RTLReversed",
  "TTBReversed",
  "XYTranspose",
  "LSTM",
  "SummLSTM",
  "Logistic",
  "LinLogistic",
  "LinTanh",
  "Tanh",
  "Relu",
  "Linear",
  "Softmax",
  "SoftmaxNoCTC",
  "LSTMSoftmax",
  "LSTMBinarySoftmax",
  "TensorFlow",
];
const plumbing = new Set([
  "Parallel",
  "Replicated",
  "ParBidiLSTM",
  "DepParUDLSTM",
  "Par2dLSTM",
  "Series",
  "RTLReversed",
  "TTBReversed",
  "XYTranspose",
]);
const fullyConnected = new Set([
  "Logistic",
  "LinLogistic",
  "LinTanh",
  "Tanh",
  "Relu",
  "Linear",
  "Softmax",
  "SoftmaxNoCTC",
]);
const layerSpecificLearningRates = 64;
const int8Flag = 1;
const doubleFlag = 128;
const intModeFlag = 1;
const trainingEnabled = 1;

class Reader {
  offset = 0;
  constructor(readonly bytes: Buffer) {}
  u8() {
    return this.bytes.readUInt8(this.offset++);
  }
  i8() {
    return this.bytes.readInt8(this.offset++);
  }
  i32() {
    const v = this.bytes.readInt32LE(this.offset);
    this.offset += 4;
    return v;
  }
  u32() {
    const v = this.bytes.readUInt32LE(this.offset);
    this.offset += 4;
    return v;
  }
  f64() {
    const v = this.bytes.readDoubleLE(this.offset);
    this.offset += 8;
    return v;
  }
  take(n: number) {
    const v = this.bytes.subarray(this.offset, this.offset + n);
    this.offset += n;
    return v;
  }
  string() {
    return this.take(this.u32()).toString("latin1");
  }
}

class Writer {
  private readonly parts: Buffer[] = [];
  bytes(b: Buffer) {
    this.parts.push(Buffer.from(b));
  }
  u8(v: number) {
    const b = Buffer.alloc(1);
    b.writeUInt8(v);
    this.parts.push(b);
  }
  u32(v: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v);
    this.parts.push(b);
  }
  f64s(values: Float64Array) {
    this.parts.push(Buffer.from(values.buffer, values.byteOffset, values.byteLength));
  }
  result() {
    return Buffer.concat(this.parts);
  }
}

/** One WeightMatrix: int8 rows and a scale per row in, a double matrix out (already-float ones are copied). */
function convertWeights(r: Reader, w: Writer, training: boolean): void {
  const start = r.offset;
  const mode = r.u8();
  if (!(mode & doubleFlag)) throw new Error(`old-format weight matrix at ${start}`);
  if (!(mode & int8Flag)) {
    const rows = r.u32();
    const cols = r.u32();
    r.take(8 + rows * cols * 8 * (training ? 2 : 1));
    w.bytes(r.bytes.subarray(start, r.offset));
    return;
  }
  const rows = r.u32();
  const cols = r.u32();
  r.i8(); // the array's "empty" value
  const ints = r.take(rows * cols);
  const scaleCount = r.u32();
  // Scales were saved padded to the SIMD kernel's rounded output count: the first `rows` are the real ones.
  if (scaleCount < rows) throw new Error(`${scaleCount} scales for ${rows} rows at ${start}`);
  const scales = Array.from({ length: scaleCount }, () => r.f64());
  const floats = new Float64Array(rows * cols);
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++)
      floats[row * cols + col] = ints.readInt8(row * cols + col) * (scales[row] ?? 0);
  }
  w.u8(mode & ~int8Flag);
  w.u32(rows);
  w.u32(cols);
  w.f64s(new Float64Array([0]));
  w.f64s(floats);
}

function convertNetwork(r: Reader, w: Writer): void {
  const headerStart = r.offset;
  const typeByte = r.i8();
  const type = typeByte === 0 ? r.string() : (typeNames[typeByte] ?? `type ${typeByte}`);
  const training = r.i8() === trainingEnabled;
  r.i8(); // needs_to_backprop
  const flags = r.u32();
  r.i32(); // ni
  const no = r.i32();
  r.i32(); // num_weights
  r.string(); // name
  w.bytes(r.bytes.subarray(headerStart, r.offset));
  const copy = (n: number) => w.bytes(r.take(n));
  if (type === "Input") copy(5 * 4);
  else if (type === "Convolve" || type === "Maxpool" || type === "Reconfig") copy(2 * 4);
  else if (plumbing.has(type)) {
    const size = r.u32();
    w.u32(size);
    for (let i = 0; i < size; i++) convertNetwork(r, w);
    if (flags & layerSpecificLearningRates) {
      const count = r.u32();
      w.u32(count);
      copy(count * 4);
    }
  } else if (fullyConnected.has(type)) convertWeights(r, w, training);
  else if (type === "LSTM" || type === "SummLSTM") {
    const na = r.i32();
    const cells = Buffer.alloc(4);
    cells.writeInt32LE(na);
    w.bytes(cells);
    // CI, GI, GF1, GO; GFS only for a 2-d LSTM, which English's model has none of (checked by the final offset).
    for (let gate = 0; gate < 4; gate++) convertWeights(r, w, training);
    if (no <= 0) throw new Error("LSTM with no outputs");
  } else throw new Error(`layer type ${type} not handled`);
}

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error("usage: ocr-lstm-int-to-float.ts in.lstm out.lstm");
const r = new Reader(readFileSync(input));
const w = new Writer();
convertNetwork(r, w);
// With the charsets in their own components, the recogniser's tail is: network spec string, training flags,
// iteration counts, null char, adam beta, learning rate, momentum.
const spec = r.string();
const specLength = Buffer.alloc(4);
specLength.writeUInt32LE(spec.length);
w.bytes(specLength);
w.bytes(Buffer.from(spec, "latin1"));
const trainingFlags = r.i32();
w.u32(trainingFlags & ~intModeFlag);
w.bytes(r.take(r.bytes.length - r.offset));
if (r.bytes.length - r.offset !== 0) throw new Error("trailing bytes");
writeFileSync(output, w.result());
console.info(`${spec}: flags ${trainingFlags} → ${trainingFlags & ~intModeFlag}, ${w.result().length} bytes`);
