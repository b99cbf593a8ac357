/* Spoluhráč DIY 4x4 serial keypad firmware: ATmega328P (Arduino Uno), 16 MHz, plain avr-libc.
 * Scans a 4x4 membrane matrix with debounce and speaks hardware/PROTOCOL.md at 9600 8N1:
 * key events "$K,<seq>,<key>*HH", identity "$I,keypad,<version>,<next_seq>*HH" at boot and on
 * request "$Q", acknowledgements "$A,<seq>" from the host; an unacknowledged event is resent
 * (same sequence number) up to three times, 300 ms apart.
 *
 * Wiring (Arduino Uno pin names): rows R1..R4 -> D4..D7 (PD4..PD7), columns C1..C4 ->
 * D8..D11 (PB0..PB3, internal pull-ups). Matrix legend and logical keys:
 *     1 2 3 A        A = next   B = prev   C = help   D = back
 *     4 5 6 B        * = repeat # = ok
 *     7 8 9 C
 *     * 0 # D
 * Build: avr-gcc -mmcu=atmega328p -DF_CPU=16000000UL -Os -o keypad.elf keypad.c
 *        avr-objcopy -O ihex -R .eeprom keypad.elf keypad.hex
 * Flash: avrdude -p m328p -c arduino -P /dev/ttyACM0 -b 115200 -U flash:w:keypad.hex */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <stdint.h>
#include <string.h>
#include <util/atomic.h>

#define FIRMWARE_VERSION "1.0"
#define BAUD 9600UL
#define DEBOUNCE_MS 20
#define RESEND_MS 300
#define MAX_RESENDS 3
#define QUEUE_SIZE 8
#define LINE_MAX 64

/* Logical key names in matrix order (row by row). */
static const char* const kKeyNames[16] = {
    "1", "2", "3", "next",   /* 1 2 3 A */
    "4", "5", "6", "prev",   /* 4 5 6 B */
    "7", "8", "9", "help",   /* 7 8 9 C */
    "repeat", "0", "ok", "back" /* * 0 # D */
};

/* ---- milliseconds from Timer0 ---- */
static volatile uint32_t g_ms;
ISR(TIMER0_COMPA_vect) { ++g_ms; }

static uint32_t millis(void) {
  uint32_t m;
  ATOMIC_BLOCK(ATOMIC_RESTORESTATE) { m = g_ms; }
  return m;
}

/* ---- UART: interrupt-driven receive ring, polled transmit ---- */
static volatile uint8_t g_rx[64];
static volatile uint8_t g_rx_head, g_rx_tail;

ISR(USART_RX_vect) {
  uint8_t c = UDR0;
  uint8_t next = (uint8_t)((g_rx_head + 1) & 63);
  if (next != g_rx_tail) {
    g_rx[g_rx_head] = c;
    g_rx_head = next;
  }
}

static int uart_getc(void) {
  int c = -1;
  ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
    if (g_rx_tail != g_rx_head) {
      c = g_rx[g_rx_tail];
      g_rx_tail = (uint8_t)((g_rx_tail + 1) & 63);
    }
  }
  return c;
}

static void uart_putc(char c) {
  while (!(UCSR0A & (1 << UDRE0))) {
  }
  UDR0 = (uint8_t)c;
}

static void uart_init(void) {
  const uint16_t ubrr = (uint16_t)((F_CPU + 8UL * BAUD) / (16UL * BAUD) - 1);
  UBRR0H = (uint8_t)(ubrr >> 8);
  UBRR0L = (uint8_t)ubrr;
  UCSR0B = (1 << RXEN0) | (1 << TXEN0) | (1 << RXCIE0);
  UCSR0C = (1 << UCSZ01) | (1 << UCSZ00); /* 8N1 */
}

/* ---- frames ---- */
static const char kHex[] = "0123456789ABCDEF";

static void send_frame(const char* payload) {
  uint8_t sum = 0;
  uart_putc('$');
  for (const char* p = payload; *p; ++p) {
    sum ^= (uint8_t)*p;
    uart_putc(*p);
  }
  uart_putc('*');
  uart_putc(kHex[sum >> 4]);
  uart_putc(kHex[sum & 15]);
  uart_putc('\n');
}

static char* put_uint(char* out, uint8_t v) {
  char tmp[3];
  uint8_t n = 0;
  do {
    tmp[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  while (n) *out++ = tmp[--n];
  *out = 0;
  return out;
}

/* ---- unacknowledged events ---- */
struct Event {
  uint8_t seq;
  uint8_t key;
  uint8_t resends;
  uint32_t sent_ms;
};
static struct Event g_queue[QUEUE_SIZE];
static uint8_t g_queued;
static uint8_t g_next_seq;

static void send_event(const struct Event* e) {
  char payload[24] = "K,";
  char* p = put_uint(payload + 2, e->seq);
  *p++ = ',';
  strcpy(p, kKeyNames[e->key]);
  send_frame(payload);
}

static void send_identity(void) {
  char payload[32] = "I,keypad," FIRMWARE_VERSION ",";
  put_uint(payload + strlen(payload), g_next_seq);
  send_frame(payload);
}

static void drop_event(uint8_t index) {
  for (uint8_t i = index; i + 1 < g_queued; ++i) g_queue[i] = g_queue[i + 1];
  --g_queued;
}

static void key_pressed(uint8_t key) {
  if (g_queued == QUEUE_SIZE) drop_event(0); /* oldest unacknowledged one gives way */
  struct Event* e = &g_queue[g_queued++];
  e->seq = g_next_seq++;
  e->key = key;
  e->resends = 0;
  e->sent_ms = millis();
  send_event(e);
}

static void resend_due(void) {
  const uint32_t now = millis();
  for (uint8_t i = 0; i < g_queued;) {
    struct Event* e = &g_queue[i];
    if (now - e->sent_ms < RESEND_MS) {
      ++i;
    } else if (e->resends >= MAX_RESENDS) {
      drop_event(i); /* a host that does not acknowledge: stop repeating */
    } else {
      ++e->resends;
      e->sent_ms = now;
      send_event(e);
      ++i;
    }
  }
}

/* ---- host requests ---- */
static char g_line[LINE_MAX];
static uint8_t g_line_len;
static uint8_t g_in_frame;

static int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

static void handle_line(void) {
  /* g_line = payload '*' H H */
  if (g_line_len < 4 || g_line[g_line_len - 3] != '*') return;
  const int hi = hex_value(g_line[g_line_len - 2]);
  const int lo = hex_value(g_line[g_line_len - 1]);
  uint8_t sum = 0;
  const uint8_t payload_len = (uint8_t)(g_line_len - 3);
  for (uint8_t i = 0; i < payload_len; ++i) sum ^= (uint8_t)g_line[i];
  if (hi < 0 || lo < 0 || sum != (uint8_t)(hi * 16 + lo)) return;
  g_line[payload_len] = 0;
  if (payload_len == 1 && g_line[0] == 'Q') {
    send_identity();
  } else if (payload_len >= 3 && g_line[0] == 'A' && g_line[1] == ',') {
    uint16_t seq = 0;
    for (uint8_t i = 2; i < payload_len; ++i) {
      if (g_line[i] < '0' || g_line[i] > '9') return;
      seq = (uint16_t)(seq * 10 + (uint16_t)(g_line[i] - '0'));
    }
    for (uint8_t i = 0; i < g_queued; ++i)
      if (g_queue[i].seq == seq) {
        drop_event(i);
        break;
      }
  }
}

static void poll_host(void) {
  int c;
  while ((c = uart_getc()) >= 0) {
    if (c == '$') {
      g_in_frame = 1;
      g_line_len = 0;
    } else if (!g_in_frame) {
      continue;
    } else if (c == '\n') {
      if (g_line_len && g_line[g_line_len - 1] == '\r') --g_line_len;
      handle_line();
      g_in_frame = 0;
    } else if (g_line_len < LINE_MAX - 1) {
      g_line[g_line_len++] = (char)c;
    } else {
      g_in_frame = 0; /* too long: wait for the next '$' */
    }
  }
}

/* ---- matrix scan with debounce ---- */
static uint16_t g_stable;     /* debounced state, bit = key down */
static uint8_t g_counter[16]; /* ms the raw state has differed from the stable one */

static uint16_t scan_raw(void) {
  uint16_t down = 0;
  for (uint8_t row = 0; row < 4; ++row) {
    DDRD = (uint8_t)((DDRD & 0x0F) | (1 << (4 + row))); /* only this row drives */
    PORTD = (uint8_t)((PORTD | 0xF0) & ~(1 << (4 + row))); /* low; others pulled up */
    for (volatile uint8_t settle = 0; settle < 10; ++settle) {
    }
    const uint8_t cols = (uint8_t)(~PINB & 0x0F);
    for (uint8_t col = 0; col < 4; ++col)
      if (cols & (1 << col)) down |= (uint16_t)(1u << (row * 4 + col));
  }
  DDRD &= 0x0F;
  return down;
}

static void scan_keys(void) {
  const uint16_t raw = scan_raw();
  for (uint8_t k = 0; k < 16; ++k) {
    const uint16_t bit = (uint16_t)(1u << k);
    if ((raw & bit) == (g_stable & bit)) {
      g_counter[k] = 0;
      continue;
    }
    if (++g_counter[k] < DEBOUNCE_MS) continue;
    g_counter[k] = 0;
    g_stable ^= bit;
    if (g_stable & bit) key_pressed(k); /* an event on press; release is silent */
  }
}

int main(void) {
  /* Columns: inputs with pull-ups. Rows: inputs until scanned. */
  DDRB &= (uint8_t)~0x0F;
  PORTB |= 0x0F;
  DDRD &= 0x0F;
  PORTD |= 0xF0;
  /* Timer0 CTC at 1 kHz: 16 MHz / 64 / 250. */
  TCCR0A = (1 << WGM01);
  TCCR0B = (1 << CS01) | (1 << CS00);
  OCR0A = 249;
  TIMSK0 = (1 << OCIE0A);
  uart_init();
  sei();
  send_identity(); /* tells the host that sequence numbers start again */
  uint32_t last_scan = millis();
  for (;;) {
    poll_host();
    const uint32_t now = millis();
    if (now != last_scan) {
      last_scan = now;
      scan_keys();
      resend_due();
    }
  }
}
