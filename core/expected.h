// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <utility>
#include <variant>

namespace seabattle {

// The error side of an Expected, spelled like C++23's std::unexpected. A constructor rather than
// an aggregate: clang before 16 has no parenthesised aggregate initialisation, Unexpected(e).
template <class E> struct Unexpected {
    explicit Unexpected(E e) : error(std::move(e)) {}
    E error;
};
template <class E> Unexpected(E) -> Unexpected<E>;

// A value, or the reason there is none. The subset of C++23 std::expected that core needs:
// GCC 12 in C++20 mode has no <expected>. Same member names, so moving to std::expected is a rename.
template <class T, class E> class Expected {
public:
    Expected(T value) : m_state(std::in_place_index<0>, std::move(value)) {}
    Expected(Unexpected<E> failure) : m_state(std::in_place_index<1>, std::move(failure.error)) {}

    bool has_value() const { return m_state.index() == 0; }
    explicit operator bool() const { return has_value(); }

    // Precondition: has_value() (value) / !has_value() (error); violating it throws std::bad_variant_access.
    const T& value() const& { return std::get<0>(m_state); }
    T& value() & { return std::get<0>(m_state); }
    T&& value() && { return std::get<0>(std::move(m_state)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    const E& error() const { return std::get<1>(m_state); }

private:
    std::variant<T, E> m_state;
};

// Success without a value, or the reason for failure.
template <class E> class Expected<void, E> {
public:
    Expected() = default;
    Expected(Unexpected<E> failure) : m_error(std::move(failure.error)), m_failed(true) {}

    bool has_value() const { return !m_failed; }
    explicit operator bool() const { return has_value(); }
    const E& error() const { return m_error; }

private:
    E m_error{};
    bool m_failed = false;
};

} // namespace seabattle
