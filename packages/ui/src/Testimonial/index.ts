export { Testimonial, Testimonials, type TestimonialImage, type TestimonialProps, type TestimonialsProps } from './Testimonial';
